/** Customer status (customer-site.md §4): the one current-status reading, login decision, route guard. */
export {
  CUSTOMER_STATUSES,
  CUSTOMER_STAGES,
  SUB_STATUSES,
  LATER_STATUSES,
  isCustomerStatus,
  currentStatus,
  isLoggedIn,
  READ_ONLY_STATUSES,
  isReadOnlyStatus,
} from './statuses.ts';
export { ROUTE_NAMES, AUTH_TYPES, READ_ONLY_ROUTES, type RouteName, type AuthType } from './routes.ts';
export { GUARD_DELAY_MS, guardRedirect } from './guard.ts';
export {
  LOGIN_MESSAGES,
  LOGIN_MESSAGES_ES,
  loginDecision,
  type GoTo,
  type LoginDecision,
  type LoginContext,
  type RefusalReason,
} from './login-decision.ts';
export { COLLECTION_STATUSES, collectionAgrees, collectionMove, type CollectionOverride } from './collection.ts';
