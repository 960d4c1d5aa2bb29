import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Signing you in',
  text: 'Please wait while we open your loan request…',
};

const es: Widen<typeof en> = {
  title: 'Accediendo',
  text: 'Espere mientras abrimos su solicitud de préstamo…',
};

/** Texts of the repay-token sign-in: loaded with those pages, not with the site (the build keeps one language). */
export const rxText = isSpain ? es : en;
