import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Reset your PIN',
  subtitle: 'Enter the PIN we sent you and choose a new one.',
  pin: 'PIN from SMS',
  password: 'New PIN',
  password2: 'Repeat new PIN',
  submit: 'Reset PIN',
  done: 'Password resetted successfully. Please log in.',
};

const es: Widen<typeof en> = {
  title: 'Cambie su PIN',
  subtitle: 'Escriba el PIN que le hemos enviado y elija uno nuevo.',
  pin: 'PIN del SMS',
  password: 'PIN nuevo',
  password2: 'Repita el PIN nuevo',
  submit: 'Cambiar PIN',
  done: 'PIN cambiado correctamente. Por favor, acceda.',
};

/** Texts of the PIN reset page: loaded with those pages, not with the site (the build keeps one language). */
export const resetText = isSpain ? es : en;
