import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  soon: 'This part of your account is being prepared. Please check back soon or contact us.',
  profile: 'Your details',
};

const es: Widen<typeof en> = {
  soon: 'Esta parte de tu cuenta se está preparando. Vuelve pronto o contacta con nosotros.',
  profile: 'Tus datos',
};

/** Texts of account pages still being prepared: loaded with those pages, not with the site (the build keeps one language). */
export const accountText = isSpain ? es : en;
