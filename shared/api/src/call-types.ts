import type {
  Approval,
  Chargeback,
  AuditEntry,
  ComprehensiveLoanReportEntry,
  CustomerDetails,
  CustomerStatus,
  EnumEntry,
  HandoverLoginResponse,
  Loan,
  LoginRequest,
  MessageTemplate,
  PaymentPlanRequest,
  PaymentPlanResponse,
  ReportSignInRequest,
  ReportSignInResponse,
  SendSingleRequest,
  Session,
} from './models.ts';
import type { AccountCallTypes } from './account-models.ts';
import type { CallShapes } from './contract/ids.generated.ts';

/** Body of the admin search calls (common agreement "Search calls"). */
export interface SearchRequest {
  q?: string;
  filter?: Record<string, unknown>;
  sort?: string;
  order?: 'ASC' | 'DESC';
  /** 1-based. */
  page: number;
  perPage: number;
}

/** Answer of the admin search calls. */
export interface SearchResponse<T> {
  items: T[];
  total: number;
}

/** Report request (back-office.md §3): dates with T00:00:00.000Z appended. */
export interface ComprehensiveLoanReportRequest {
  start: string;
  end: string;
}

/** Phone and country, the body of forgot-PIN and resend-PIN. */
export interface PhoneRequest {
  countryCode: string;
  mobilePhone: string;
}

/** One affiliate click history item (customer-site.md §3). */
export interface AffiliateHistoryItem {
  occuredAt: string;
  fullUri: string;
}

/** Affiliate click / attach body. */
export interface AffiliateRequest {
  uniqueClientId: string;
  history: AffiliateHistoryItem[];
}

/** Activity log record (back-office.md §3). */
export interface LogRecord {
  deviceId: string;
  sessionHash: string;
  application: string;
  customerId?: number | null;
  email?: string | null;
  mobilePhone?: string | null;
  userAgent: string;
  actions: unknown[];
}

/**
 * Request body and response data of the calls with known shapes, by catalogue id. `call()` uses it;
 * an id not listed here sends no body when its method is get or delete, a JSON object otherwise,
 * and answers `unknown` (the caller says what it reads).
 */
export interface CallTypes extends AccountCallTypes {
  'membership.login': { request: LoginRequest; response: Session };
  'membership.loginWithRepayToken': { request: undefined; response: Session };
  'membership.forgotPin': { request: PhoneRequest; response: unknown };
  'membership.validateAndChangePassword': {
    request: { mobilePhone: string; pin: string; password: string; password2: string; countryCode: string };
    response: unknown;
  };
  'membership.token': { request: undefined; response: CustomerDetails };
  'membership.pinValid': { request: { pin: string }; response: { token: string } };
  'membership.reSendOTP': { request: PhoneRequest; response: unknown };
  'customer.customer.post': { request: Record<string, unknown>; response: Session };
  'customer.preRegistered': { request: { pin: string }; response: { status: CustomerStatus } };
  'customer.registered': { request: Record<string, never>; response: { status: CustomerStatus } };
  'customer.customerV2': { request: Partial<CustomerDetails>; response: CustomerDetails };
  'customer.handoverLogin': { request: undefined; response: HandoverLoginResponse };
  'customer.handoverOtp': { request: { pin: string; email?: string }; response: HandoverLoginResponse };
  'customer.affiliateClick': { request: AffiliateRequest; response: unknown };
  'customer.affiliateAttach': { request: AffiliateRequest; response: unknown };
  'customer.search': { request: SearchRequest; response: SearchResponse<CustomerDetails> };
  'content.enums.post': { request: { names: string[] }; response: Record<string, EnumEntry[]> };
  'loan.paymentPlan': { request: PaymentPlanRequest; response: PaymentPlanResponse };
  'loan.searchLoans': { request: SearchRequest; response: SearchResponse<Loan> };
  'communication.contactForm': {
    /** `captcha`: the solved captcha's token, checked again by the API (issue 19). */
    request: { name: string; emailAddress: string; phoneNumber: string; subject: string; message: string; captcha: string };
    response: unknown;
  };
  'communication.customerTemplates': { request: undefined; response: MessageTemplate[] };
  'communication.SendSmsSingle': { request: SendSingleRequest; response: unknown };
  'communication.SendEmailSingle': { request: SendSingleRequest; response: unknown };
  'communication.GetPublicCaptchaKey': { request: undefined; response: string };
  'communication.ValidateCaptcha': { request: undefined; response: { success: boolean } };
  'communication.unsubscribe': {
    request: { campaignId: string; userKey: string; userTo: string; communicationType: 'email' };
    response: unknown;
  };
  'log.write.post': { request: LogRecord; response: unknown };
  'log.write.put': { request: LogRecord; response: unknown };
  'report.login': { request: ReportSignInRequest; response: ReportSignInResponse };
  'report.ComprehensiveLoanReport': { request: ComprehensiveLoanReportRequest; response: ComprehensiveLoanReportEntry[] };
  'membership.searchAudit': { request: SearchRequest; response: SearchResponse<AuditEntry> };
  'customer.staff/audit': { request: undefined; response: AuditEntry[] };
  'loan.staff/audit': { request: undefined; response: AuditEntry[] };
  'membership.approvals': { request: undefined; response: Approval[] };
  'membership.approval/decide': { request: { approvalId: number; decision: 'approve' | 'reject'; reason: string }; response: Approval };
  'loan.desistContract': { request: { loanId: number; reason: string }; response: Approval };
  'loan.chargeback': { request: { loanId: number; paymentId: number; amount?: number; reason: string }; response: Chargeback };
  'loan.chargeback/list': { request: { loanId?: number; status?: Chargeback['status'] }; response: Chargeback[] };
  'loan.chargeback/resolve': {
    request: { loanId: number; chargebackId: number; outcome: 'won' | 'lost'; reason: string };
    response: Chargeback;
  };
}

/** A catalogue id: only the catalogue's own ids compile (ids.generated.ts). */
export type CallId = keyof CallShapes;
/** The path variables of an id (`never` when its path has none). */
export type VarsOf<Id extends CallId> = CallShapes[Id]['vars'];
/** The HTTP method of an id. */
export type MethodOf<Id extends CallId> = CallShapes[Id]['method'];
/** A JSON object body of a call whose fields the contract does not name yet. */
export type JsonBody = object;
type DefaultRequest<Id extends CallId> = MethodOf<Id> extends 'get' | 'delete' ? undefined : JsonBody | undefined;
/** Request body type of an id. */
export type RequestOf<Id extends CallId> = Id extends keyof CallTypes ? CallTypes[Id]['request'] : DefaultRequest<Id>;
/** Response data type of an id (`unknown` for ids whose answer the contract does not name yet). */
export type ResponseOf<Id extends CallId> = Id extends keyof CallTypes ? CallTypes[Id]['response'] : unknown;

// Every typed id is a catalogue id: a typo in CallTypes is a compile error here.
type Assert<T extends true> = T;
export type CallTypesAreCatalogueIds = Assert<Exclude<keyof CallTypes, CallId> extends never ? true : false>;
