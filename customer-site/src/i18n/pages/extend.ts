import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Verify Your Details',
  subtitle: 'A few more details and you can request your loan.',
  town: 'Town',
  extendError: 'We could not save your details. Please try again.',
  submit: 'Save and continue',
};

const es: Widen<typeof en> = {
  title: 'Verifique sus datos',
  subtitle: 'Unos datos más y podrá solicitar su préstamo.',
  town: 'Provincia',
  extendError: 'No hemos podido guardar sus datos. Por favor, inténtelo de nuevo.',
  submit: 'Guardar y continuar',
};

/** Texts of the extension form (Verify Your Details): loaded with those pages, not with the site (the build keeps one language). */
export const extendText = isSpain ? es : en;
