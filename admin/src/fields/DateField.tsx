// The one place react-admin's DateField is used: everything else imports this one (eslint.config.js).
// eslint-disable-next-line no-restricted-imports
import { DateField as RaDateField, type DateFieldProps } from 'react-admin';
import { DATE_FORMAT, DATE_TIME_FORMAT, useFormatLocale } from './locale.ts';

/**
 * react-admin's DateField written in the console's language: a UK agent reads 05/03/1994, not the
 * browser's 3/5/1994. A `locales` or `options` given by the caller wins.
 */
export function DateField(props: DateFieldProps) {
  const locales = useFormatLocale();
  return <RaDateField locales={locales} options={props.showTime ? DATE_TIME_FORMAT : DATE_FORMAT} {...props} />;
}
