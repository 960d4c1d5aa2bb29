import type { Row } from '../types.ts';

/** What customers attach when they write in: a payslip, a bank statement, a photo of an ID. */
const FILES = [
  ['payslip.pdf', 'application/pdf', 182_344],
  ['bank-statement.pdf', 'application/pdf', 402_118],
  ['id-front.jpg', 'image/jpeg', 1_204_577],
] as const;

/**
 * Attachments of the seeded tickets: every fifth ticket's first message from the customer carries a file
 * (the message names its attachments; their details are rows of their own).
 */
export function attachmentSeed(tickets: Row[]): Row[] {
  const attachments: Row[] = [];
  tickets.forEach((ticket, i) => {
    if (i % 5 !== 0) return;
    const messages = (ticket.messages ?? []) as Row[];
    const first = messages.find((m) => m.direction === 'in');
    if (!first) return;
    const [name, contentType, size] = FILES[i % FILES.length] as (typeof FILES)[number];
    const id = attachments.length + 1;
    attachments.push({
      id,
      ticketId: ticket.id,
      messageId: first.id,
      name,
      contentType,
      size,
      url: `https://mail.pronto.test/attachments/${id}/${name}`,
      direction: 'in',
      createdAt: first.createdAt,
      createdBy: first.from,
    });
    first.attachments = [{ id, name }];
  });
  return attachments;
}
