import './messages.ts'; // the feature's texts, registered before this renders
import type { Loan, StatusEntry } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { smsTextForStaff } from '../../fields/secretCodes.ts';

/** One line of the customer's activity: when, what kind, the i18n key and values of its text, where it opens. */
export interface ActivityItem {
  at: string;
  kind: 'status' | 'loan' | 'payment' | 'sms' | 'email' | 'comment' | 'ticket';
  key: string;
  args: Record<string, string | number>;
  link?: string;
}

/** What the activity is built from; a source the staff member may not read is left out (undefined). */
export interface ActivitySources {
  statuses: readonly StatusEntry[];
  loans?: readonly Loan[];
  sms?: readonly { id: number; createdAt: string; text: string; type?: string | null }[];
  emails?: readonly { id: number; createdAt: string; subject?: string | null }[];
  comments?: readonly { id: number; createdAt: string; text: string }[];
  tickets?: readonly { id: number; createdAt?: string | null; subject?: string | null }[];
}

const T = 'resources.customers.activity';

/** Cuts a long text to one readable line (the full text is on the record's own tab). */
export const excerpt = (text: string, max = 80): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

/**
 * The customer's latest activity, newest first (the customer 360): status changes, loan status
 * changes and payments, SMS and e-mails sent, comments and tickets. Deleted payments are left out.
 */
export function customerActivity(sources: ActivitySources, limit = 12): ActivityItem[] {
  const items: ActivityItem[] = [
    ...sources.statuses.map((s) => ({ at: s.createdAt, kind: 'status' as const, key: `${T}.status`, args: { status: s.status } })),
    ...(sources.loans ?? []).flatMap((loan) => [
      ...loan.statusHistory.map((h) => ({
        at: h.createdAt,
        kind: 'loan' as const,
        key: `${T}.loan`,
        args: { loanId: loan.id, status: h.status },
        link: `/loans/${loan.id}/show`,
      })),
      ...loan.payments
        .filter((p) => !p.deleted)
        .map((p) => ({
          at: p.date,
          kind: 'payment' as const,
          key: `${T}.payment`,
          args: { loanId: loan.id, amount: formatMoney(p.amount, loan.country) },
          link: `/loans/${loan.id}/show/payments`,
        })),
    ]),
    ...(sources.sms ?? []).map((m) => ({
      at: m.createdAt,
      kind: 'sms' as const,
      key: `${T}.sms`,
      args: { text: excerpt(smsTextForStaff(m.text, m.type)) },
    })),
    ...(sources.emails ?? []).map((m) => ({
      at: m.createdAt,
      kind: 'email' as const,
      key: `${T}.email`,
      args: { subject: excerpt(m.subject ?? '') },
    })),
    ...(sources.comments ?? []).map((c) => ({
      at: c.createdAt,
      kind: 'comment' as const,
      key: `${T}.comment`,
      args: { text: excerpt(c.text) },
    })),
    ...(sources.tickets ?? [])
      .filter((t): t is typeof t & { createdAt: string } => typeof t.createdAt === 'string')
      .map((t) => ({
        at: t.createdAt,
        kind: 'ticket' as const,
        key: `${T}.ticket`,
        args: { subject: excerpt(t.subject ?? '') },
        link: `/tickets/${t.id}/show`,
      })),
  ];
  return items.sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, limit);
}
