import { randomBytes } from 'node:crypto';
import { hashSecret } from '../security/secrets.ts';
import type { MemberLogin, Role, SuspectedLogin } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { StaffRecord } from '../types.ts';
import { bool, optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { idFrom, newest, staffFullName, staffName } from './staff-helpers.ts';
import { bumpVersion, checkVersion } from '../versions.ts';
import { registerStaffPermissionRoutes } from './staff-permissions.ts';
import { registerStaffPasswordRoutes } from './staff-password.ts';

const ROLES: Role[] = ['admin', 'agent', 'reporter'];
export const SELF_CHANGE = 'You cannot change your own role or deactivate yourself: another admin must do it.';
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A staff member as the console sees it: never the password. */
export const memberView = ({ password: _password, ...member }: StaffRecord) => member;

/** Records a staff sign-in attempt (report.login calls it) for membership.memberLogins. */
export function recordMemberLogin(ctx: Context, emailAddress: string, staff: StaffRecord | undefined, success: boolean): void {
  ctx.insert('memberLogins', { staffId: staff?.id ?? null, emailAddress, success, createdAt: ctx.nowIso() });
}

const temporaryPassword = () => `cam-${randomBytes(4).toString('hex')}`;

/** Panel users, collection agents (cams), availability, member logins and suspected customer logins. */
export function registerStaffAdminRoutes(routes: Routes, ctx: Context): void {
  const memberOf = (call: Call, field = 'staffId') => {
    const staffId = idFrom(call, field);
    const member = ctx.staffById(staffId);
    if (!member) throw invalid(`Staff member ${staffId} does not exist.`);
    return member as StaffRecord & Record<string, unknown>;
  };
  const optBool = (body: Record<string, unknown>, key: string) => (body[key] === undefined ? undefined : bool(body, key));

  registerStaffPermissionRoutes(routes, ctx);
  registerStaffPasswordRoutes(routes, ctx);
  routes.id('membership.panelUsers', () => ctx.db.staff.map(memberView));
  routes.id('membership.members', (call) => {
    const q = (optStr(call.body, 'q') ?? '').toLowerCase();
    const role = optStr(call.body, 'role');
    return ctx.db.staff
      .filter((s) => (!role || s.role === role) && (!q || `${s.fullName} ${s.emailAddress}`.toLowerCase().includes(q)))
      .map(memberView);
  });
  routes.id('membership.updateMember', (call) => {
    const member = memberOf(call, 'id');
    checkVersion(member, call.body, 'staff member', member.country);
    const fullName = optStr(call.body, 'fullName');
    const role = optStr(call.body, 'role');
    if (role !== undefined && !ROLES.includes(role as Role)) throw invalid(`role must be one of ${ROLES.join(', ')}.`);
    const active = optBool(call.body, 'active');
    // An admin who demoted or switched off themselves could lock the console with nobody to undo it.
    const self = call.caller.kind === 'staff' && call.caller.staff.id === member.id;
    if (self && ((role !== undefined && role !== member.role) || active === false)) throw invalid(SELF_CHANGE);
    if (fullName !== undefined) member.fullName = fullName;
    if (role !== undefined) member.role = role as Role;
    if (active !== undefined) member.active = active;
    bumpVersion(ctx, member, staffFullName(call));
    ctx.changed();
    return memberView(member);
  });
  routes.id('membership.cam', (call) => {
    if (call.body.id !== undefined) {
      const cam = memberOf(call, 'id');
      // This form is the collection agents' own: a panel user of another role is changed with updateMember.
      if (cam.role !== 'agent') throw invalid(`${cam.emailAddress} is not a collection agent.`);
      const fullName = optStr(call.body, 'fullName');
      if (fullName !== undefined) cam.fullName = fullName;
      ctx.changed();
      return memberView(cam);
    }
    const emailAddress = str(call.body, 'emailAddress').trim().toLowerCase();
    if (!EMAIL.test(emailAddress)) throw invalid('Please enter a valid e-mail address.');
    if (ctx.db.staff.some((s) => s.emailAddress.toLowerCase() === emailAddress))
      throw invalid(`${emailAddress} is already a staff member.`);
    const country = str(call.body, 'country');
    if (country !== 'GB' && country !== 'ES') throw invalid('country must be GB or ES.');
    const password = temporaryPassword();
    const cam = ctx.insert('staff', {
      emailAddress,
      fullName: str(call.body, 'fullName'),
      role: 'agent',
      country,
      active: true,
      password: hashSecret(password),
      availableForLoans: true,
      availableForTickets: true,
    }) as unknown as StaffRecord;
    return { ...memberView(cam), temporaryPassword: password };
  });
  routes.id('membership.resetCamPassword', (call) => {
    const cam = memberOf(call);
    if (cam.role !== 'agent') throw invalid(`${cam.emailAddress} is not a collection agent.`);
    const temporary = temporaryPassword();
    cam.password = hashSecret(temporary);
    ctx.revokeSessions('staff', cam.id);
    ctx.changed();
    return { staffId: cam.id, temporaryPassword: temporary };
  });
  routes.id('membership.setAvailabilityForTicketAssign', (call) => {
    const member = memberOf(call);
    const loans = optBool(call.body, 'availableForLoans');
    const tickets = optBool(call.body, 'availableForTickets');
    if (loans === undefined && tickets === undefined) throw invalid('availableForLoans or availableForTickets is required.');
    if (loans !== undefined) member.availableForLoans = loans;
    if (tickets !== undefined) member.availableForTickets = tickets;
    ctx.changed();
    return memberView(member);
  });
  routes.id('membership.memberLogins', (call) => {
    const staffId = call.query.staffId === undefined ? undefined : idFrom(call, 'staffId');
    return newest(ctx.rows<MemberLogin>('memberLogins').filter((l) => staffId === undefined || l.staffId === staffId)).slice(0, 200);
  });

  // Suspected logins: customers seen signing in from one address; staff marks each relation checked by hand.
  const suspected = () => ctx.rows<SuspectedLogin>('suspectedLogins');
  routes.id('membership.suspectedLogins', () => newest(suspected()));
  routes.id('membership.suspectedLoginRelationManualCheck', (call) => {
    const rowId = idFrom(call, 'id');
    const row = suspected().find((r) => r.id === rowId);
    if (!row) throw invalid(`Suspected login ${rowId} does not exist.`);
    // A check is an answer: related or not. Without one the relation would read as checked with no outcome.
    const related = bool(call.body, 'related');
    if (related === undefined) throw invalid('related is required: true or false.');
    row.related = related;
    row.checkedBy = staffName(call);
    row.checkedAt = ctx.nowIso();
    ctx.changed();
    return row;
  });
}
