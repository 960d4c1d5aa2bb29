import { SignInError } from '../providers/authProvider.ts';

/**
 * What a refused sign-in tells the user: `wrongCredentials` (their language's "E-mail or password is
 * wrong") when the e-mail, password or country did not match, else what happened (the API's message,
 * or the request layer's: no connection, timed out).
 */
export function signInFailureText(error: unknown, wrongCredentials: string): string {
  if (error instanceof SignInError) return error.wrongCredentials ? wrongCredentials : error.message;
  return error instanceof Error && error.message ? error.message : wrongCredentials;
}
