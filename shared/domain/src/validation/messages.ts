import type { CountryCode } from '@pronto/countries';
import { servesSpain } from '@pronto/countries/served';

/** Every validation message, by key; functions take the bound (N). */
export interface Messages {
  required: string;
  maxLength: (n: number) => string;
  minLength: (n: number) => string;
  pattern: string;
  email: string;
  date: string;
  dateRange: string;
  number: string;
  character: string;
  match: string;
  maxValue: (n: number) => string;
  minValue: (n: number) => string;
  lettersAndHyphen: string;
  disposableEmail: string;
  freeEmail: string;
  digits: string;
  step: (n: number) => string;
  birthDate: string;
  birthDateRange: string;
  spanishId: string;
  mobilePhone: string;
  samePhone: string;
  postCode: string;
  postCodeLength: (n: number) => string;
  postCodeProvince: string;
  minIncome: (n: number) => string;
  maxIncome: (n: number) => string;
  companyNameShort: string;
  pin: string;
  agreementsAccept: string;
  captcha: string;
}

/** English messages (customer-site.md §5; wording not in the spec is in docs/decisions.md). */
export const enMessages: Messages = {
  required: 'This field is required',
  maxLength: (n) => `Max length is ${n}`,
  minLength: (n) => `Min length is ${n}`,
  pattern: 'Wrong pattern',
  email: 'Invalid e-mail',
  date: 'Invalid date',
  dateRange: 'Invalid date range',
  number: 'Not a number',
  character: 'Invalid character',
  match: 'Fields do not match.',
  maxValue: (n) => `Max value is ${n}`,
  minValue: (n) => `Min value is ${n}`,
  lettersAndHyphen: 'Only letters and hyphens are allowed',
  disposableEmail: 'Disposable e-mail addresses are not allowed',
  freeEmail: 'Free e-mail services are not allowed',
  digits: 'Only digits are allowed',
  step: (n) => `Must be a multiple of ${n}`,
  birthDate: 'Invalid Date',
  birthDateRange: 'Invalid Date',
  spanishId: 'DNI/NIE no válido',
  mobilePhone: 'This is not a valid UK number',
  samePhone: 'El teléfono coincide con el suyo personal. Por favor, escriba el de su lugar de trabajo.',
  postCode: 'Invalid postcode',
  postCodeLength: (n) => `Postcode must be ${n} characters`,
  postCodeProvince: 'The postcode does not match the chosen town',
  minIncome: (n) => `Minimum monthly income is ${n}`,
  maxIncome: (n) => `Maximum monthly income is ${n}`,
  companyNameShort: 'Employer name is too short.',
  pin: 'PIN must be 4 digits',
  agreementsAccept: 'You must accept the privacy policy',
  captcha: 'Please solve the recaptcha to submit the form',
};

/** Spanish messages, shown by the Spanish variant (translations in docs/decisions.md). */
export const esMessages: Messages = {
  required: 'Este campo es obligatorio',
  maxLength: (n) => `La longitud máxima es ${n}`,
  minLength: (n) => `La longitud mínima es ${n}`,
  pattern: 'Formato incorrecto',
  email: 'Correo electrónico no válido',
  date: 'Fecha no válida',
  dateRange: 'Rango de fechas no válido',
  number: 'No es un número',
  character: 'Carácter no válido',
  match: 'Los campos no coinciden.',
  maxValue: (n) => `El valor máximo es ${n}`,
  minValue: (n) => `El valor mínimo es ${n}`,
  lettersAndHyphen: 'Solo se permiten letras y guiones',
  disposableEmail: 'No se admiten direcciones de correo temporales',
  freeEmail: 'No se admiten servicios de correo gratuitos',
  digits: 'Solo se permiten números',
  step: (n) => `Debe ser múltiplo de ${n}`,
  birthDate: 'Fecha no válida',
  birthDateRange: 'Debe tener entre 18 y 100 años',
  spanishId: 'DNI/NIE no válido',
  mobilePhone: 'Número de móvil no válido',
  samePhone: 'El teléfono coincide con el suyo personal. Por favor, escriba el de su lugar de trabajo.',
  postCode: 'Código postal no válido',
  postCodeLength: (n) => `El código postal debe tener ${n} caracteres`,
  postCodeProvince: 'El código postal no corresponde a la provincia elegida',
  minIncome: (n) => `Los ingresos mensuales mínimos son ${n}`,
  maxIncome: (n) => `Los ingresos mensuales máximos son ${n}`,
  companyNameShort: 'El nombre de la empresa es demasiado corto.',
  pin: 'El PIN debe tener 4 dígitos',
  agreementsAccept: 'Debe aceptar la política de privacidad',
  captcha: 'Por favor, resuelva el captcha para enviar el formulario',
};

/** The messages a market's forms show: English for GB, Spanish for ES. */
export function messagesFor(market: CountryCode): Messages {
  return servesSpain && market === 'ES' ? esMessages : enMessages;
}

/** Messages the server answers for field checks it alone can make (customer-site.md §5, §8). */
export const serverMessages = {
  mobileAlreadyRegistered: 'This mobile number is already registered. Please login or contact us.',
  pinInvalid: 'Your pin is invalid',
  pinInvalidDefault: 'pin invalid',
  captchaFailed: 'Captcha validation is not successful',
} as const;
