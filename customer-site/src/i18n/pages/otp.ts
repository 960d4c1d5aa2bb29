import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Verify Your Phone',
  text: (phone: string) => `We sent a 4-digit PIN to ${phone}. Enter it below to confirm your mobile number.`,
  pinCode: 'PIN',
  register: 'Register',
  changeToggle: 'I want to change my mobile number',
  phoneNumber: 'New mobile number',
  changed: 'Your mobile number has been changed and a new PIN is on its way.',
  pinInvalid: 'Your pin is invalid',
  registerFailed: 'Register failed. Please try again.',
};

const es: Widen<typeof en> = {
  title: 'Verifique su teléfono',
  text: (phone: string) => `Le hemos enviado un PIN de 4 cifras al ${phone}. Escríbalo para confirmar su móvil.`,
  pinCode: 'PIN',
  register: 'Registrarme',
  changeToggle: 'Quiero cambiar mi número de móvil',
  phoneNumber: 'Nuevo número de móvil',
  changed: 'Hemos cambiado su número de móvil y le enviamos un PIN nuevo.',
  pinInvalid: 'Su PIN no es válido',
  registerFailed: 'El registro ha fallado. Por favor, inténtelo de nuevo.',
};

/** Texts of the phone verification (OTP) page: loaded with those pages, not with the site (the build keeps one language). */
export const otpText = isSpain ? es : en;
