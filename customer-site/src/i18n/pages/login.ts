import { LOGIN_MESSAGES, LOGIN_MESSAGES_ES } from '@pronto/domain';
import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Login',
  subtitle: 'Sign in with your mobile number and PIN.',
  mobilePhone: 'Mobile number',
  password: 'PIN',
  submit: 'Login',
  forgot: 'Forgot your PIN?',
  noAccount: "Don't have an account?",
  apply: 'Apply now',
  /** Why the customer is asked to log in again (a session that ended without their Logout here). */
  ended: {
    expired: 'Your session has ended. Please log in again to continue.',
    elsewhere: 'You have been logged out in another window. Please log in again to continue.',
  } as Record<string, string>,
  /** Refused logins (customer-site.md §8): the domain's English wording. */
  refused: {
    declined: (email: string) => LOGIN_MESSAGES.declined.replace('{email}', email),
    closed: (email: string) => LOGIN_MESSAGES.closed.replace('{email}', email),
    generic: (_email: string) => LOGIN_MESSAGES.generic,
  },
};

const es: Widen<typeof en> = {
  title: 'Acceder',
  subtitle: 'Entre con su número de móvil y su PIN.',
  mobilePhone: 'Número de móvil',
  password: 'PIN',
  submit: 'Acceder',
  forgot: '¿Ha olvidado su PIN?',
  noAccount: '¿Aún no tiene cuenta?',
  apply: 'Solicítelo ya',
  ended: {
    expired: 'Su sesión ha terminado. Por favor, acceda de nuevo para continuar.',
    elsewhere: 'Ha cerrado la sesión en otra ventana. Por favor, acceda de nuevo para continuar.',
  },
  refused: {
    // The domain's Spanish wording, the one the mock answers a read-only account with too.
    declined: (email: string) => LOGIN_MESSAGES_ES.declined.replace('{email}', email),
    closed: (email: string) => LOGIN_MESSAGES_ES.closed.replace('{email}', email),
    generic: (_email: string) => LOGIN_MESSAGES_ES.generic,
  },
};

/** Texts of the login pages and of a session refused at start: loaded with them, not with the site. */
export const loginText = isSpain ? es : en;
