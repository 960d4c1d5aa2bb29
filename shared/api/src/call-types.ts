import type {
  Approval,
  Chargeback,
  AuditEntry,
  ComprehensiveLoanReportEntry,
  CustomerDetails,
  CustomerStatus,
  EnumEntry,
  HandoverLoginResponse,
  LoginRequest,
  MessageTemplate,
  PaymentPlanRequest,
  PaymentPlanResponse,
  ReportSignInRequest,
  ReportSignInResponse,
  SendSingleRequest,
  Session,
} from './models.ts';
import type { AccountCallTypes, Card, LoanView } from './account-models.ts';
import type { RegistrationRequest } from './registration.ts';
import type { BankscraperCalls, SentSms } from './staff-calls/bankscraper.ts';
import type { CardCalls, CardProviderCalls } from './staff-calls/card.ts';
import type { CommunicationStaffCalls, SentEmail, TemplateRecord } from './staff-calls/communication.ts';
import type { ContentStaffCalls } from './staff-calls/content.ts';
import type { CustomerStaffCalls, StaffCustomer } from './staff-calls/customer.ts';
import type { DocumentCalls } from './staff-calls/documents.ts';
import type { LoanStaffCalls, StaffLoan } from './staff-calls/loan.ts';
import type { MembershipStaffCalls } from './staff-calls/membership.ts';
import type { CallShapes } from './contract/ids.generated.ts';
import type { SearchRequest, SearchResponse } from './search-models.ts';

export type { SearchRequest, SearchResponse } from './search-models.ts';

/**
 * The periods a report summary covers: `current` the 12 quarters (UK) / 6 months (ES) ending with the
 * current one, `historical` the spec's fixed window (UK 2016-01-01 .. 2019-01-01, ES 2018-01-01 .. 2018-07-01).
 */
export type SummaryWindow = 'current' | 'historical';

/**
 * Report request (back-office.md §3): dates with T00:00:00.000Z appended. `summaryWindow` (assumed, not in
 * the spec) picks the summary's periods; `current` when absent.
 */
export interface ComprehensiveLoanReportRequest {
  start: string;
  end: string;
  summaryWindow?: SummaryWindow;
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

/** What a call that only confirms answers: a sentence for the user. */
export interface Confirmation {
  message: string;
}

/** One building of a UK postcode (customer.buildingList): choosing it fills the address. */
export interface Building {
  building: string;
  houseNumber: string;
  flatNumber: string;
  street: string;
  town: string;
  county: string;
  postCode: string;
}

/** A lead as its link's page sees it: `id` is the link's token, which the site sends back. */
export interface LeadView {
  id: string;
  firstName?: string;
  lastName?: string;
  emailAddress?: string;
  mobilePhone?: string;
  postCode?: string;
  country?: string;
  building?: string;
  town?: string;
  street?: string;
  county?: string;
  houseNumber?: string;
  flatNumber?: string;
}

/** The lead form's address (customer-site.md §3) and the lead it belongs to. */
export interface LeadAddress {
  leadCustomerId: string;
  postCode?: string;
  building: string;
  town?: string;
  street?: string;
  county?: string;
  houseNumber?: string;
  flatNumber?: string;
}

/** A payment link's loan: what is due, without signing in. */
export interface TokenLoan {
  firstName: string;
  loan: Pick<LoanView, 'id' | 'amount' | 'country' | 'status' | 'nextInstallment' | 'summary'>;
}

/** A payment through a payment link: what was paid and the loan after it. */
export interface TokenPayment {
  paid: number;
  loan: Pick<LoanView, 'id' | 'status' | 'nextInstallment' | 'summary'>;
}

/**
 * Request body and response data of the calls with known shapes, by catalogue id, split by service:
 * the site's below and in account-models.ts, the console's in staff-calls/. `call()` and the console's
 * `rpc()` take the body and answer the data of the id's entry; an id not listed here sends no body when
 * its method is get or delete, a JSON object otherwise, and answers `unknown`.
 */
export interface CallTypes
  extends
    AccountCallTypes,
    BankscraperCalls,
    CardCalls,
    CardProviderCalls,
    CommunicationStaffCalls,
    ContentStaffCalls,
    CustomerStaffCalls,
    DocumentCalls,
    LoanStaffCalls,
    MembershipStaffCalls {
  'membership.login': { request: LoginRequest; response: Session };
  'membership.loginWithRepayToken': { request: undefined; response: Session };
  'membership.forgotPin': { request: PhoneRequest; response: Confirmation };
  'membership.validateAndChangePassword': {
    request: { mobilePhone: string; pin: string; password: string; password2: string; countryCode: string };
    response: Confirmation;
  };
  'membership.token': { request: undefined; response: CustomerDetails };
  'membership.pinValid': { request: { pin: string }; response: { token: string } };
  'membership.reSendOTP': { request: PhoneRequest; response: Confirmation };
  'customer.customer.post': { request: RegistrationRequest; response: Session };
  /** `status` is missing only for a record stored without statuses. */
  'customer.preRegistered': { request: { pin: string }; response: { status?: CustomerStatus } };
  'customer.registered': { request: Record<string, never>; response: { status?: CustomerStatus } };
  'customer.communication.post': {
    request: { id?: number; type: 'phone' | 'email'; subType: 'personal' | 'work'; countryCode?: string; value: string };
    response: CustomerDetails;
  };
  'customer.buildingList': { request: undefined; response: Building[] };
  'customer.lead': { request: undefined; response: LeadView };
  'customer.saveAddress': { request: LeadAddress; response: LeadView };
  'customer.verifyEmail': { request: undefined; response: Confirmation };
  'loan.loans.get': { request: undefined; response: TokenLoan };
  /** lastUse: the payment link offers the last card that worked first. */
  'card.getCardsWithToken': { request: undefined; response: Pick<Card, 'id' | 'maskedPan' | 'last4' | 'brand' | 'lastUse'>[] };
  'loan.payLoanWithToken': { request: { full?: boolean; amount?: number }; response: TokenPayment };
  'communication.templateByName.post': { request: { name: string }; response: TemplateRecord };
  'customer.customerV2': { request: Partial<CustomerDetails>; response: CustomerDetails };
  'customer.handoverLogin': { request: undefined; response: HandoverLoginResponse };
  'customer.handoverOtp': { request: { pin: string; email?: string }; response: HandoverLoginResponse };
  'customer.affiliateClick': { request: AffiliateRequest; response: { id: number } };
  'customer.affiliateAttach': { request: AffiliateRequest; response: { attached: number } };
  'customer.search': { request: SearchRequest; response: SearchResponse<StaffCustomer> };
  /** Reads the named enums (public); with `name`, `key` and `value` adds a value (content staff) and answers that enum. */
  'content.enums.post': {
    request: { names: string[] } | { name: string; key: string; value: string };
    response: Record<string, EnumEntry[]>;
  };
  'loan.paymentPlan': { request: PaymentPlanRequest; response: PaymentPlanResponse };
  'loan.searchLoans': { request: SearchRequest; response: SearchResponse<StaffLoan> };
  'communication.contactForm': {
    /** `captcha`: the solved captcha's token, checked again by the API. */
    request: { name: string; emailAddress: string; phoneNumber: string; subject: string; message: string; captcha: string };
    response: { ticketId: number; message: string };
  };
  'communication.customerTemplates': { request: undefined; response: MessageTemplate[] };
  'communication.SendSmsSingle': { request: SendSingleRequest; response: SentSms };
  'communication.SendEmailSingle': { request: SendSingleRequest; response: SentEmail };
  'communication.GetPublicCaptchaKey': { request: undefined; response: string };
  'communication.ValidateCaptcha': { request: undefined; response: { success: boolean } };
  'communication.unsubscribe': {
    request: { campaignId: string; userKey: string; userTo: string; communicationType: 'email' };
    response: { unsubscribed: boolean };
  };
  'log.write.post': { request: LogRecord; response: { id: number } };
  'log.write.put': { request: LogRecord; response: { id: number } };
  'report.login': { request: ReportSignInRequest; response: ReportSignInResponse };
  'report.ComprehensiveLoanReport': { request: ComprehensiveLoanReportRequest; response: ComprehensiveLoanReportEntry[] };
  'membership.searchAudit': { request: SearchRequest; response: SearchResponse<AuditEntry> };
  'customer.staff/audit': { request: undefined; response: AuditEntry[] };
  'loan.staff/audit': { request: undefined; response: AuditEntry[] };
  'membership.approvals': { request: undefined; response: Approval[] };
  'membership.approval/decide': { request: { approvalId: number; decision: 'approve' | 'reject'; reason: string }; response: Approval };
  /** Four-eyes: answers the proposal; run once approved, it answers the loan. */
  'loan.desistContract': { request: { loanId: number; reason: string }; response: Approval | StaffLoan };
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
