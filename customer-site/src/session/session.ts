import { useSyncExternalStore } from 'react';
import type { CustomerDetails, CustomerStatus } from '@pronto/api';
import { currentStatus, isLoggedIn, SESSION_COOKIE_S, STORAGE_KEYS } from '@pronto/domain';
import { setAuthToken } from '@pronto/request';
import { store } from './storage.ts';

/** Why a session ended other than by this tab's Logout: refused or expired, or ended in another tab. */
export type SessionEnd = 'expired' | 'elsewhere';

export interface SessionState {
  token: string | null;
  customer: CustomerDetails | null;
  /** Set when the session ended under the customer's feet (the shell then sends them to log in again). */
  ended?: SessionEnd;
}

const listeners = new Set<() => void>();
const stored = (): SessionState => ({
  token: store.get<string>(STORAGE_KEYS.token),
  customer: store.get<CustomerDetails>(STORAGE_KEYS.customerDetails),
});
let state: SessionState = stored();
setAuthToken(state.token);

function emit(next: SessionState) {
  state = next;
  setAuthToken(next.token);
  listeners.forEach((listener) => listener());
}

/** Token and customer details, kept in storage for the session cookie's 30 days. */
export const session = {
  get: (): SessionState => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Saves the token (and the customer when given). */
  save(token: string, customer?: CustomerDetails | null) {
    store.set(STORAGE_KEYS.token, token, SESSION_COOKIE_S);
    const nextCustomer = customer === undefined ? state.customer : customer;
    if (nextCustomer) store.set(STORAGE_KEYS.customerDetails, nextCustomer, SESSION_COOKIE_S);
    emit({ token, customer: nextCustomer });
  },
  /** Replaces the stored customer details. */
  setCustomer(customer: CustomerDetails) {
    store.set(STORAGE_KEYS.customerDetails, customer, SESSION_COOKIE_S);
    emit({ ...state, customer });
  },
  /** Appends a status entry (the current status is the last one). */
  setStatus(status: CustomerStatus) {
    if (!state.customer) return;
    const statuses = [...state.customer.statuses, { status, createdAt: new Date().toISOString() }];
    session.setCustomer({ ...state.customer, statuses });
  },
  clear() {
    store.remove(STORAGE_KEYS.token);
    store.remove(STORAGE_KEYS.customerDetails);
    emit({ token: null, customer: null });
  },
  /** Clears a session that ended without a Logout here, saying why (read by the shell). */
  end(reason: SessionEnd) {
    session.clear();
    emit({ ...state, ended: reason });
  },
};

// Another tab's login or logout reaches this one through storage: a session ended there ends here.
if (typeof window !== 'undefined')
  window.addEventListener('storage', ({ key }) => {
    if (key !== null && key !== STORAGE_KEYS.token && key !== STORAGE_KEYS.customerDetails) return;
    const next = stored();
    emit(state.token && !next.token ? { ...next, ended: 'elsewhere' } : next);
  });

export interface SessionView extends SessionState {
  status: CustomerStatus | undefined;
  loggedIn: boolean;
}

function view(s: SessionState): SessionView {
  return { ...s, status: s.token ? currentStatus(s.customer) : undefined, loggedIn: isLoggedIn(s.token, s.customer) };
}

let cached: { from: SessionState; view: SessionView } | null = null;
function snapshot(): SessionView {
  if (!cached || cached.from !== state) cached = { from: state, view: view(state) };
  return cached.view;
}

/**
 * What the static HTML was rendered with: nobody signed in. Hydration starts from it, then takes the stored
 * session. Without one it is the very snapshot of now: a different object would update the tree while it
 * hydrates, and the page would drop its HTML for its loading state.
 */
const anonymous: SessionView = view({ token: null, customer: null });
const serverSnapshot = (): SessionView => (state.token === null ? snapshot() : anonymous);

/** The session with its current status (last entry) and the logged-in test (token and a status other than new). */
export function useSession(): SessionView {
  return useSyncExternalStore(session.subscribe, snapshot, serverSnapshot);
}

/** The current status outside React. */
export const sessionStatus = (): CustomerStatus | undefined => snapshot().status;
