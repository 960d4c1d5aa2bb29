import { mayOperate } from '@pronto/api';
import { readSession } from './session.ts';

/**
 * Whether the signed-in staff member may make a call that is a business operation (@pronto/api
 * `mayOperate`): an agent's operations come with the sign-in. A session from before operations were sent
 * offers everything; the API refuses what is not granted either way.
 */
export function mayOperateNow(callId: string, storage: Storage = localStorage): boolean {
  const user = readSession(storage)?.user;
  // Signed out, the role checks decide (nothing is shown); only a known list of operations hides a call.
  return user?.operations === undefined || mayOperate(user.role, user.operations, callId);
}
