import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Forgot your PIN?',
  subtitle: 'Enter your mobile number and we will text you a new PIN.',
  submit: 'Send PIN',
  sent: 'New PIN sent to your mobile phone.',
};

const es: Widen<typeof en> = {
  title: '¿Ha olvidado su PIN?',
  subtitle: 'Escriba su número de móvil y le enviaremos un PIN nuevo por SMS.',
  submit: 'Enviar PIN',
  sent: 'Le hemos enviado un PIN nuevo al móvil.',
};

/** Texts of the forgotten-PIN page: loaded with those pages, not with the site (the build keeps one language). */
export const forgotText = isSpain ? es : en;
