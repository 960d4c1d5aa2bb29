import './messages.ts'; // the audit texts, registered before this renders
import type { AuditChange, AuditEntry } from '@pronto/api';
import { formatDate } from '../fields/locale.ts';

/** The i18n key of an audited call in words (`loan.deletePayment` -> `pronto.audit.calls.loan_deletePayment`). */
export const actionKey = (callId: string) => `pronto.audit.calls.${callId.replace(/[./]/g, '_')}`;

/** The i18n key and values of the record an entry worked on ("Loan 5"). */
export const targetOf = (entry: Pick<AuditEntry, 'targetType' | 'targetId'>) => ({
  key: `pronto.audit.targets.${entry.targetType}`,
  args: { id: entry.targetId },
});

const shown = (value: unknown) =>
  value === null || value === undefined ? '-' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** One change as text: `blacklisted: false → true`. */
export const changeText = (change: AuditChange) => `${change.field}: ${shown(change.before)} → ${shown(change.after)}`;

/** When an entry was made, in the console's language: 25/11/2026, 19:40. */
export const when = (iso: string, locale: string) => formatDate(iso, locale);
