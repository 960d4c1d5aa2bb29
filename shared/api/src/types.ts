import type { Method } from '@pronto/request';
import type { CallId } from './call-types.ts';

/** Back-office services plus report and log, each under /api/{service}/... */
export type Service = 'membership' | 'customer' | 'loan' | 'card' | 'bankscraper' | 'communication' | 'content' | 'report' | 'log';

/**
 * Who may call an entry: anyone, a signed-in customer, staff (role-checked), a report user, or
 * `session`: whoever is signed in, customer or staff of any role (ending one's own session).
 */
export type Auth = 'public' | 'customer' | 'staff' | 'report' | 'session';

/** Staff roles of DESIGN.md. */
export type Role = 'admin' | 'agent' | 'reporter';

/** Staff areas, used for role checks and the admin menu groups. */
export type Area =
  'customers' | 'loans' | 'cards' | 'communication' | 'tickets' | 'collections' | 'content' | 'staff' | 'bank' | 'reports' | 'public';

/** One call of either spec. `id` is `${service}.${name}` and unique. */
export interface CatalogueEntry {
  id: CallId;
  service: Service;
  /** The spec's name of the call, e.g. `login`, `loanStatusHistory`. */
  name: string;
  method: Method;
  /** Full path under /api with `{var}` placeholders, e.g. /api/loan/loanStatusHistory/{loanId}. */
  path: string;
  auth: Auth;
  /** Url variable names in path order. */
  vars: string[];
  area: Area;
  /** One line on what the call does. */
  summary: string;
}
