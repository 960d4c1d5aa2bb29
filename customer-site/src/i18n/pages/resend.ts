import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  resend: "I didn't receive PIN",
  resendIn: (s: number) => `You can ask for a new PIN in ${s} s`,
  resent: 'A new PIN has been sent to your mobile phone.',
};

const es: Widen<typeof en> = {
  resend: 'No he recibido el PIN',
  resendIn: (s: number) => `Podrá pedir un PIN nuevo en ${s} s`,
  resent: 'Le hemos enviado un PIN nuevo.',
};

/** Texts of the PIN resend (registration PIN and reset-PIN pages), loaded with them. */
export const resendText = isSpain ? es : en;
