import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  submit: 'Submit',
  cancel: 'Cancel',
  anErrorOccurred: 'An error occurred.',
  checkFailed: 'We could not check this field. Please try again.',
  select: 'Please select',
  other: 'Other',
  fieldsInError: (n: number) => `${n} input field${n === 1 ? '' : 's'} has error`,
};

const es: Widen<typeof en> = {
  submit: 'Enviar',
  cancel: 'Cancelar',
  anErrorOccurred: 'Se ha producido un error.',
  checkFailed: 'No hemos podido comprobar este campo. Por favor, inténtelo de nuevo.',
  select: 'Selecciona',
  other: 'Otro',
  fieldsInError: (n: number) => `${n} Campo seleccionado erroneo`,
};

/** Texts the site's forms share: loaded with the form pages. */
export const formText = isSpain ? es : en;
