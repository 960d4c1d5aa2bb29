export type * from './types.ts';
export type * from './models.ts';
export type * from './account-models.ts';
export type * from './call-types.ts';
export type * from './registration.ts';
export type * from './search-models.ts';
export type * from './staff-calls/bankscraper.ts';
export type * from './staff-calls/card.ts';
export type * from './staff-calls/communication.ts';
export type * from './staff-calls/content.ts';
export type * from './staff-calls/customer.ts';
export { CUSTOMER_UPDATE_FIELDS } from './staff-calls/customer.ts';
export type * from './staff-calls/documents.ts';
export type * from './staff-calls/loan.ts';
export { LOAN_DEFINITION_FIELDS } from './staff-calls/loan.ts';
export type * from './staff-calls/membership.ts';
export { catalogue, catalogueByService, entry, hasEntry, baseName, SERVICES } from './catalogue/index.ts';
export { call, callerOf, callOptions, defaultTimeout, type CallOptions } from './call.ts';
export {
  canRole,
  ROLE_AREAS,
  BUSINESS_OPERATIONS,
  BUSINESS_OPERATION_CALLS,
  businessOperationOf,
  mayOperate,
  type BusinessOperation,
} from './roles.ts';
export {
  RESOURCES,
  CRUD_METHODS,
  PAGES,
  MENU_GROUP_LABELS,
  areaOf,
  type ResourceDef,
  type ResourceCalls,
  type ResourceName,
  type PageDef,
  type MenuGroupName,
} from './resources.ts';
export { entryMatcher, type Matched } from './contract/match.ts';
export { RESOURCE_CALL_AREAS } from './contract/areas.generated.ts';
