import { formText } from '../i18n/pages/forms.ts';

interface FormAlertProps {
  /** Server errors (the first message of each). */
  errors: readonly string[];
  /** Number of fields in error, shown as "N input field has error". */
  fieldCount?: number;
}

/** The danger alert above a form after a failed submit (customer-site.md §2). */
export function FormAlert({ errors, fieldCount = 0 }: FormAlertProps) {
  if (errors.length === 0 && fieldCount === 0) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <ul>
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fieldCount > 0 && <li>{formText.fieldsInError(fieldCount)}</li>}
      </ul>
    </div>
  );
}
