import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeSignedInNow } from '../providers/session.ts';

/** After the sign-in shown before the console loaded: the console says 'Login Success' once it is up. */
export function SignedInNotice() {
  const notify = useNotify();
  useEffect(() => {
    if (takeSignedInNow()) notify('pronto.login.success', { type: 'success' });
  }, [notify]);
  return null;
}
