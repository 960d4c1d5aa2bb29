import type { Method } from '@pronto/request';
import type { Area } from '../types.ts';
import { define } from './define.ts';

const staff = (area: Area) => (name: string, method: Method, summary: string, suffix?: string) =>
  define('membership', name, method, 'staff', area, summary, suffix);
const team = staff('staff');
const customers = staff('customers');
const collections = staff('collections');

/**
 * Back-office membership calls (back-office.md §7 "membership") beyond the customer journeys of
 * journeys.ts: panel users, collection agents (cams), permissions, morphing, suspected logins.
 */
export const membershipEntries = [
  // Any staff member changes their own password; another member's needs the staff area (the handler checks).
  staff('public')(
    'changePassword',
    'post',
    "Change a panel user's password: the caller's current password (currentPassword) and the new one (password); staffId for another member (admin)",
  ),
  customers('pin', 'post', 'Set a new PIN for a customer'),
  customers('sendNewPin', 'post', 'Send a customer a new PIN by SMS'),
  customers('unblock', 'post', 'Unblock a customer locked out by failed logins'),
  customers('token', 'post', 'Issue a customer token for support use'),
  team('updateMember', 'post', 'Update a panel user'),
  team('members', 'post', 'Panel users, searched'),
  team('cam', 'post', 'Create or update a collection agent (cam)'),
  team('resetCamPassword', 'post', 'Reset the password of a collection agent'),
  customers('morphTo', 'post', 'Act as the customer (morph): returns a customer token', 'morphTo/{customerId}'),
  team('setAvailabilityForTicketAssign', 'post', 'Set whether a staff member is available for loan and ticket assignment'),
  team('setCamBusinessOperationPermission', 'post', 'Set the business-operation permissions of a collection agent'),
  customers('suspectedLoginRelationManualCheck', 'post', 'Mark a suspected login relation as checked by hand'),
  team('liveChatAgentControl', 'post', 'Switch a live-chat agent on or off'),
  team('cams', 'get', 'Collection agents (cams)'),
  team('panelUsers', 'get', 'Back-office panel users'),
  collections('collectionCompanies', 'get', 'Collection company users'),
  team('memberLogins', 'get', 'Login history of members'),
  customers('suspectedLogins', 'get', 'Suspected logins (list)'),
  customers('suspectedLoginRelations', 'get', 'Customers related through suspected logins (list)'),
  collections('availableCamsForInternalCollection', 'get', 'Collection agents available for internal collection'),
  team('permissions', 'get', 'Permission list'),
  team('camBusinessOperationPermissions', 'get', 'Business-operation permissions of the collection agents (list)'),
  team('onlineCamsBOPs', 'get', 'Online collection agents and their business-operation permissions'),
  // Assumed (not in the spec's catalogue): whoever is signed in ends their own session, so
  // that a token does not outlive "Log out" (the site) or "Sign out" (the console) for its 30 days.
  define(
    'membership',
    'logout',
    'post',
    'session',
    'public',
    "Assumed: the spec has no logout; without it a shared computer keeps the session. Ends the caller's own session, customer or staff (the token stops working)",
  ),
  // Last: the literal paths above must win over the {id} pattern (docs/decisions.md).
  team('member', 'get', 'A member by id', '{id}'),
];
