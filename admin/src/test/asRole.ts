import type { AuthProvider } from 'react-admin';
import type { Role } from '@pronto/api';

/** An auth provider signed in as a staff role: what a component under test sees of the session. */
export const asRole = (role: Role): AuthProvider => ({
  login: () => Promise.resolve(),
  logout: () => Promise.resolve(),
  checkAuth: () => Promise.resolve(),
  checkError: () => Promise.resolve(),
  getPermissions: () => Promise.resolve(role),
});
