import { validEmail } from '@pronto/domain';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { page } from '../sanitize.ts';
import type { MailMessage } from '@pronto/api';
import { id, optStr } from '../validate.ts';
import type { Routes } from './define.ts';
import { newest, staffName } from './staff-helpers.ts';

/** The support mailbox's labels: Gmail's system labels and two of the team's own. */
export const LABELS = [
  { id: 'INBOX', name: 'Inbox', type: 'system' },
  { id: 'UNREAD', name: 'Unread', type: 'system' },
  { id: 'STARRED', name: 'Starred', type: 'system' },
  { id: 'SENT', name: 'Sent', type: 'system' },
  { id: 'Complaints', name: 'Complaints', type: 'user' },
  { id: 'Collections', name: 'Collections', type: 'user' },
] as const;

export const MAILBOX_ADDRESS = 'support@pronto.test';

// A message written through /api/rest may have no labels.
const labelsOf = (m: MailMessage) => (Array.isArray(m.labelIds) ? m.labelIds : []);
const snippet = (text: string) =>
  text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

/** Gmail calls over the support mailbox (`gmailMessages`): labels, messages, threads, sending. */
export function registerMailboxRoutes(routes: Routes, ctx: Context): void {
  const messages = () => ctx.rows<MailMessage>('gmailMessages');
  const messageOf = (call: Call) => {
    const messageId = id(call.query.id ?? call.body.id ?? '', 'id');
    const message = messages().find((m) => m.id === messageId);
    if (!message) throw invalid(`Message ${messageId} does not exist.`);
    return message;
  };

  routes.id('communication.gmail/getLabels', () =>
    LABELS.map((l) => {
      const inLabel = messages().filter((m) => labelsOf(m).includes(l.id));
      return { ...l, total: inLabel.length, unread: inLabel.filter((m) => labelsOf(m).includes('UNREAD')).length };
    }),
  );
  // One label (INBOX unless told), optionally searched (from, to, subject, text), newest first, paged.
  routes.id('communication.gmail/getMessages', (call) => {
    const labelId = optStr(call.query, 'labelId') ?? 'INBOX';
    if (!LABELS.some((l) => l.id === labelId)) throw invalid(`There is no label ${labelId}.`);
    const q = optStr(call.query, 'q')?.toLowerCase();
    const rows = newest(messages()).filter(
      (m) =>
        labelsOf(m).includes(labelId) &&
        (!q ||
          [m.from, m.to, m.subject, m.body].some((v) =>
            String(v ?? '')
              .toLowerCase()
              .includes(q),
          )),
    );
    const { items, total } = page(rows, Number(call.query.page ?? 1), Number(call.query.perPage ?? 25));
    return { items: items.map(({ body: _body, ...rest }) => rest), total };
  });
  // Opening a message marks it read, as Gmail does.
  routes.id('communication.gmail/getMessage', (call) => {
    const message = messageOf(call);
    if (labelsOf(message).includes('UNREAD')) {
      message.labelIds = labelsOf(message).filter((l) => l !== 'UNREAD');
      ctx.changed();
    }
    return message;
  });
  routes.id('communication.gmail/getThread', (call) => {
    const threadId = id(call.query.threadId ?? call.query.id ?? '', 'threadId');
    const thread = messages().filter((m) => m.threadId === threadId);
    if (thread.length === 0) throw invalid(`Thread ${threadId} does not exist.`);
    return { id: threadId, subject: thread[0]?.subject ?? '', messages: [...newest(thread)].reverse() };
  });
  // A new message, or a reply when threadId names an existing thread; it is also kept in the e-mail history.
  routes.id('communication.gmail/sendEmail', (call) => {
    const to = optStr(call.body, 'to') ?? '';
    if (!to || validEmail()(to)) throw invalid('Enter a valid recipient e-mail address.');
    const subject = optStr(call.body, 'subject');
    if (!subject) throw invalid('An e-mail needs a subject.');
    const body = optStr(call.body, 'body') ?? '';
    let threadId: number;
    if (call.body.threadId !== undefined && call.body.threadId !== null && call.body.threadId !== '') {
      threadId = id(call.body.threadId, 'threadId');
      if (!messages().some((m) => m.threadId === threadId)) throw invalid(`Thread ${threadId} does not exist.`);
    } else threadId = Math.max(0, ...messages().map((m) => Number(m.threadId) || 0)) + 1;
    const sent = ctx.insert('gmailMessages', {
      threadId,
      labelIds: ['SENT'],
      from: MAILBOX_ADDRESS,
      to,
      subject,
      snippet: snippet(body),
      body,
      createdAt: ctx.nowIso(),
      sentBy: staffName(call),
    });
    ctx.sendEmail(to, subject, body, ctx.customerByEmail(to)?.id ?? null, 'gmail');
    return sent;
  });
}
