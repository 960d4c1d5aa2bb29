import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Forgot your PIN?',
  subtitle: 'Enter your mobile number and we will text you a new PIN.',
  submit: 'Send PIN',
  sent: 'New PIN sent to your mobile phone.',
};

const es: Widen<typeof en> = {
  title: '¿Has olvidado tu PIN?',
  subtitle: 'Escribe tu número de móvil y te enviaremos un PIN nuevo por SMS.',
  submit: 'Enviar PIN',
  sent: 'Te hemos enviado un PIN nuevo al móvil.',
};

/** Texts of the forgotten-PIN page: loaded with those pages, not with the site (the build keeps one language). */
export const forgotText = isSpain ? es : en;
