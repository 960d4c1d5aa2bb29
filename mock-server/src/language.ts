import type { NextFunction, Request, Response } from 'express';
import { enMessages, esMessages } from '@pronto/domain';
import { ApiError, caller, isObject } from './http.ts';
import { staffInSpanish } from './staff-spanish.ts';
import { TOO_MANY_ATTEMPTS } from './security/lockout.ts';
import { RESEND_TOO_SOON } from './security/resend-throttle.ts';
import { CUSTOMER_MISSING, LOGIN_FAILED, PIN_INVALID } from './routes/membership.ts';

/**
 * The Spanish site's language: its `language` header (es-ES); without one, the body's countryCode or the
 * signed-in customer's market. The routes keep English internally (the lockout compares messages).
 */
export function speaksSpanish(req: Request, res: Response): boolean {
  const language = String(req.headers.language ?? '');
  if (language) return language.toLowerCase().startsWith('es');
  const declared = isObject(req.body) ? req.body.countryCode : undefined;
  if (typeof declared === 'string' && declared) return declared.toUpperCase() === 'ES';
  const who = caller(res);
  return who.kind === 'customer' && who.customer.country === 'ES';
}

// Login, PIN and OTP errors the customer reads; wording of the Spanish site ("tú").
const SPANISH: ReadonlyMap<string, string> = new Map([
  [LOGIN_FAILED, 'El número de móvil o el PIN no son correctos.'],
  [PIN_INVALID, 'Tu PIN no es válido'],
  [CUSTOMER_MISSING, 'El cliente no existe.'],
  [TOO_MANY_ATTEMPTS, 'Demasiados intentos fallidos. Vuelve a intentarlo dentro de 15 minutos.'],
  ['Please confirm the PIN sent to your mobile phone first.', 'Primero confirma el PIN que te hemos enviado al móvil.'],
  ['Your session has expired. Please log in again.', 'Tu sesión ha caducado. Vuelve a acceder.'],
  ['This payment link is not valid any more. Please log in.', 'Este enlace de pago ya no es válido. Accede a tu cuenta.'],
  [enMessages.minLength(4), esMessages.minLength(4)],
  [enMessages.maxLength(20), esMessages.maxLength(20)],
  [enMessages.match, esMessages.match],
]);

/** The Spanish wording of a login, PIN or OTP error; any other message unchanged. */
export function inSpanish(message: string): string {
  const known = SPANISH.get(message);
  if (known) return known;
  const wait = message.startsWith(RESEND_TOO_SOON) ? /(\d+) seconds/.exec(message) : null;
  if (wait) return `Espera antes de pedir un PIN nuevo. Podrás pedirlo de nuevo en ${wait[1]} segundos.`;
  if (message.startsWith('This is not your mobile phone number')) return 'Este no es tu número de móvil.';
  return message;
}

/**
 * Error middleware before the envelope: the Spanish site gets its login, PIN and OTP errors in Spanish,
 * the Spanish console its staff errors (staff-spanish.ts).
 */
export function spanishErrors() {
  return (error: unknown, req: Request, res: Response, next: NextFunction): void => {
    if (error instanceof ApiError && speaksSpanish(req, res)) {
      const message = caller(res).kind === 'staff' ? staffInSpanish(error.message) : inSpanish(error.message);
      if (message !== error.message) {
        next(new ApiError(error.status, message, error.code));
        return;
      }
    }
    next(error);
  };
}
