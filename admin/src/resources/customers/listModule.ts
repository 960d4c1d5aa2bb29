import { earlyModule } from '../../start/earlyModule.ts';

/** The customer list's module: the route loader starts it, the resource's lazy list renders it. */
export const customerListModule = earlyModule(() => import('./CustomerList.tsx'));
/** The list's phone layout (a lazy part of the list), started by the route loader on a phone. */
export const customerPhoneListModule = earlyModule(() => import('./CustomerPhoneList.tsx'));
