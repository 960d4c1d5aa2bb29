import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  text: 'We use cookies to keep you signed in and to understand how our site is used.',
  accept: 'Accept',
  more: 'Cookie policy',
};

const es: Widen<typeof en> = {
  text: 'Usamos cookies para mantener su sesión y entender cómo se usa la web.',
  accept: 'Aceptar',
  more: 'Política de cookies',
};

/** Texts of the cookie notice: loaded with it. */
export const cookieText = isSpain ? es : en;
