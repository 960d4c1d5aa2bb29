import type { ResponseOf } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, isObject, type Call } from '../http.ts';
import type { Row } from '../types.ts';
import { optList, optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { idFrom, rowOr422, staffName } from './staff-helpers.ts';

/* Replies to a ticket, with files or without, and the files of a ticket's messages. A reply is a message of
 * the thread (what getThread reads) and an e-mail to the ticket's address. */

export const ATTACHMENTS = 'ticketAttachments';
const MAX_FILES = 10;
const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const messagesOf = (t: Row) => (Array.isArray(t.messages) ? t.messages : []) as Row[];

/** Adds a staff reply to the ticket's thread (naming its files) and e-mails it to the ticket's address. */
export function replyToTicket(ctx: Context, t: Row, text: string, from: string, files: Row[] = []): Row {
  const now = ctx.nowIso();
  const message: Row = { id: messagesOf(t).length + 1, direction: 'out', from, body: text, createdAt: now };
  if (files.length) message.attachments = files.map((f) => ({ id: f.id, name: f.name }));
  t.messages = [...messagesOf(t), message];
  t.status = 'open';
  t.read = true;
  t.updatedAt = now;
  if (typeof t.emailAddress === 'string') {
    const listed = files.length ? `\n\nAttached: ${files.map((f) => String(f.name)).join(', ')}` : '';
    ctx.sendEmail(
      t.emailAddress,
      `Re: ${String(t.subject)}`,
      `${text}${listed}`,
      typeof t.customerId === 'number' ? t.customerId : null,
      'ticketReply',
    );
  }
  ctx.changed();
  return t;
}

/** The files of a reply: `attachments` [{ name, url }], or the console's one `attachmentName` and `attachmentUrl`. */
function filesIn(body: Record<string, unknown>): { name: string; url: string }[] {
  const listed = optList(body, 'attachments');
  const files = listed
    ? listed.map((f, i) => {
        if (!isObject(f)) throw invalid(`attachments[${i}] must be an object with name and url.`);
        return { name: str(f, 'name'), url: str(f, 'url') };
      })
    : [{ name: str(body, 'attachmentName'), url: str(body, 'attachmentUrl') }];
  if (files.length === 0) throw invalid('A reply with files needs at least one file.');
  if (files.length > MAX_FILES) throw invalid(`At most ${MAX_FILES} files in one reply.`);
  for (const f of files) {
    if (f.name.length > 255 || /[\\/]/.test(f.name)) throw invalid('A file name is at most 255 characters, without / or \\.');
    let url: URL | null = null;
    try {
      url = new URL(f.url);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      throw invalid(`The address of ${f.name} must be a full http(s) URL.`);
  }
  return files;
}

export function registerCommunicationReplies(routes: Routes, ctx: Context): void {
  const ticketOf = (call: Call) => rowOr422(ctx, 'tickets', idFrom(call, 'ticketId'), 'Ticket');

  // A stored ticket has the entry's shape (seeded and written only by the ticket routes).
  routes.id(
    'communication.reply',
    (call) => replyToTicket(ctx, ticketOf(call), str(call.body, 'text'), staffName(call)) as unknown as ResponseOf<'communication.reply'>,
  );

  routes.id('communication.replymultipart', (call) => {
    const t = ticketOf(call);
    const text = str(call.body, 'text');
    const files = filesIn(call.body);
    const by = staffName(call);
    const messageId = messagesOf(t).length + 1;
    const stored = files.map((f) =>
      ctx.insert(ATTACHMENTS, {
        ticketId: t.id,
        messageId,
        name: f.name,
        contentType: CONTENT_TYPES[f.name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream',
        size: null,
        url: f.url,
        direction: 'out',
        createdAt: ctx.nowIso(),
        createdBy: by,
      }),
    );
    return replyToTicket(ctx, t, text, by, stored);
  });

  routes.id('communication.attachments', (call) => {
    const t = ticketOf(call);
    const own = ctx.rows(ATTACHMENTS).filter((a) => a.ticketId === t.id);
    const wanted = optStr(call.query, 'attachmentId') ?? optStr(call.body, 'attachmentId');
    if (wanted === undefined) return own;
    const attachmentId = idFrom(call, 'attachmentId');
    const found = own.find((a) => a.id === attachmentId);
    if (!found) throw invalid(`Attachment ${attachmentId} is not a file of ticket ${t.id}.`);
    return found;
  });
}
