import { href } from '../../app/routes.ts';
import { useSession } from '../../session/session.ts';

/** Where the home page's Apply Now links go: the loan request for a registered customer, else registration. */
export function useApplyTo(): string {
  const { loggedIn, status } = useSession();
  return loggedIn && status !== 'preRegistered' ? href('loanRequest') : href('registerPersonal');
}
