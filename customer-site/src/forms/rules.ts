import { formRules, ruleFor, type FormName } from '@pronto/domain';
import { market } from '../app/config.ts';

const rules = formRules(market);

export interface FieldValidation {
  validate: (value: unknown, values: object) => string | true;
}

/** react-hook-form `validate` for a field of one of the site's forms, from @pronto/domain. */
export function validation(form: FormName, field: string): FieldValidation {
  const rule = ruleFor(rules[form], field);
  return { validate: (value: unknown, values: object) => rule(value, values) ?? true };
}

/** True when the form's rule set has the field (the market's form shows it). */
export const hasField = (form: FormName, field: string): boolean => field in rules[form];
