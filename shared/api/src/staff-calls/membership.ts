/** The staff-administration calls of the console (membership service) and the records they answer. */
import type { CountryCode, Session } from '../models.ts';
import type { Role } from '../types.ts';

type StaffId = { staffId: number };
type CustomerId = { customerId: number };

/** A staff member as the console sees it (never the password). */
export interface StaffMember {
  id: number;
  emailAddress: string;
  fullName: string;
  role: Role;
  country: CountryCode;
  active: boolean;
  availableForLoans?: boolean;
  availableForTickets?: boolean;
  liveChat?: boolean;
  /** Edits made so far, and the last one's time and staff name (optimistic concurrency: EditVersion). */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** A collection agent with the overdue loans assigned to them. */
export interface Cam {
  id: number;
  emailAddress: string;
  fullName: string;
  country: string;
  openLoans: number;
}

/** An agent's business-operation permissions and live-chat switch. */
export interface CamPermission {
  id: number;
  staffId: number;
  emailAddress: string;
  fullName: string;
  country: string;
  active: boolean;
  liveChat: boolean;
  operations: string[];
  /** Edits of the operations and live-chat switch so far, and the last one's time and staff name (optimistic concurrency). */
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/** One staff sign-in attempt. */
export interface MemberLogin {
  id: number;
  staffId: number | null;
  emailAddress: string;
  success: boolean;
  createdAt: string;
}

/** Two customers seen signing in from one address, and staff's check of it. */
export interface SuspectedLogin {
  id: number;
  customerId: number;
  relatedCustomerId: number;
  ip: string;
  createdAt: string;
  related: boolean | null;
  checkedBy: string | null;
  checkedAt: string | null;
}

/** Staff-administration calls of the console, by catalogue id. */
export interface MembershipStaffCalls {
  'membership.members': { request: { q?: string; role?: string }; response: StaffMember[] };
  'membership.updateMember': {
    /** `version`: the one the edit started from; another one is refused with 409 (who and when). */
    request: { id: number; fullName?: string; role?: string; active?: boolean; version?: number };
    response: StaffMember;
  };
  /** A new collection agent (its first password in the answer), or a change of an agent's name (`id`). */
  'membership.cam': {
    request: { emailAddress: string; fullName: string; country: string } | { id: number; fullName?: string };
    response: StaffMember & { temporaryPassword?: string };
  };
  'membership.resetCamPassword': { request: StaffId & { reason: string }; response: { staffId: number; temporaryPassword: string } };
  'membership.setAvailabilityForTicketAssign': {
    request: StaffId & { availableForLoans?: boolean; availableForTickets?: boolean };
    response: StaffMember;
  };
  'membership.memberLogins': { request: undefined; response: MemberLogin[] };
  'membership.suspectedLogins': { request: undefined; response: SuspectedLogin[] };
  'membership.suspectedLoginRelationManualCheck': { request: { id: number; related: boolean }; response: SuspectedLogin };
  'membership.availableCamsForInternalCollection': { request: undefined; response: Cam[] };
  'membership.cams': { request: undefined; response: Cam[] };
  // `version`: the permission set's the edit started from; another one is refused with 409 (who and when).
  'membership.setCamBusinessOperationPermission': {
    request: StaffId & { operations: string[]; version?: number };
    response: CamPermission;
  };
  'membership.liveChatAgentControl': { request: StaffId & { active: boolean; version?: number }; response: CamPermission };
  'membership.morphTo': { request: { reason: string }; response: Session };
  'membership.panelUsers': { request: undefined; response: StaffMember[] };
  'membership.member': { request: undefined; response: StaffMember };
  'membership.camBusinessOperationPermissions': { request: undefined; response: CamPermission[] };
  /** `since`: when the agent's live session began. */
  'membership.onlineCamsBOPs': { request: undefined; response: (CamPermission & { since: string })[] };
  /** Staff set a customer's PIN (four digits); the customer's sessions end and the PIN is never answered. */
  'membership.pin': { request: CustomerId & { pin: string }; response: CustomerId & { message: string } };
  /** `wasLocked`: whether a lockout was lifted, or only the wrong tries forgotten. */
  'membership.unblock': { request: CustomerId; response: CustomerId & { wasLocked: boolean; message: string } };
  /** A token acting as the customer for an hour, on the audit trail with its reason. */
  'membership.token.post': { request: CustomerId & { reason: string }; response: CustomerId & { token: string; expires: string | null } };
  /** Any staff member's own password, or (staffId, staff area) another member's; the caller's current password first. */
  'membership.changePassword': {
    request: { currentPassword: string; password: string; staffId?: number };
    response: StaffId & { message: string };
  };
}
