import type { Letter, LetterKind, LetterStatus } from '@pronto/api';
import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import type { Stored } from '../types.ts';
import { id, list, optStr, str } from '../validate.ts';
import type { Routes } from './define.ts';
import { customerOr422, idFrom, loanOr422, newest, staffName } from './staff-helpers.ts';

export const LETTER_KINDS = ['reminder', 'default', 'legalNotice', 'other'] as const satisfies readonly LetterKind[];
const isLetterKind = (value: string): value is LetterKind => (LETTER_KINDS as readonly string[]).includes(value);
export type { LetterStatus } from '@pronto/api';

/** A stored letter: the letter without what `view` adds from its customer. */
type LetterRow = Stored<Omit<Letter, 'customerName' | 'country' | 'address'>>;

const STATUS_WORDS: Record<LetterStatus, string> = {
  pendingApproval: 'waiting for approval',
  approved: 'approved',
  rejected: 'rejected',
  sent: 'sent',
};

/** Why a letter cannot take a step, or null when it can (approve / reject need a waiting letter; send needs an approved one). */
export function letterRefusal(letter: Pick<LetterRow, 'id' | 'status'>, step: 'decide' | 'send'): string | null {
  if (step === 'decide')
    return letter.status === 'pendingApproval' ? null : `Letter ${letter.id} is already ${STATUS_WORDS[letter.status]}.`;
  if (letter.status === 'approved') return null;
  if (letter.status === 'pendingApproval') return `Letter ${letter.id} is waiting for approval: approve it before sending.`;
  return `Letter ${letter.id} is ${STATUS_WORDS[letter.status]}: only approved letters can be sent.`;
}

/**
 * Collection letters: written (communication.letter) as waiting for approval, approved or rejected
 * (letters/approvals), listed for printing once approved (letters/extractionList) and sent (letters/send).
 */
export function registerLetterRoutes(routes: Routes, ctx: Context): void {
  const letters = () => ctx.rows('letters') as LetterRow[];
  const view = (l: LetterRow) => {
    const c = ctx.customerById(l.customerId);
    const home = c?.customerAddress.find((a) => a.addressType === 'home') ?? c?.customerAddress[0];
    const address = home ? [home.houseNumber, home.street, home.town, home.postCode].filter(Boolean).join(', ') : '';
    return { ...l, customerName: c ? `${c.firstName} ${c.lastName}` : '', country: c?.country ?? null, address };
  };
  const letterOf = (value: unknown) => {
    const letterId = id(value, 'letterId');
    const letter = letters().find((l) => l.id === letterId);
    if (!letter) throw invalid(`Letter ${letterId} does not exist.`);
    return letter;
  };

  routes.id('communication.letter', (call) => {
    const customer = customerOr422(ctx, idFrom(call, 'customerId'));
    const kind = str(call.body, 'kind');
    if (!isLetterKind(kind)) throw invalid(`kind must be one of: ${LETTER_KINDS.join(', ')}.`);
    const text = str(call.body, 'text');
    if (text.length > 5000) throw invalid('The letter is longer than 5000 characters.');
    const loanId =
      call.body.loanId === undefined || call.body.loanId === null || call.body.loanId === ''
        ? null
        : loanOr422(ctx, id(call.body.loanId, 'loanId')).id;
    if (loanId !== null && ctx.db.loans.find((l) => l.id === loanId)?.customerId !== customer.id)
      throw invalid(`Loan ${loanId} is not a loan of customer ${customer.id}.`);
    const letter = ctx.insert('letters', {
      customerId: customer.id,
      loanId,
      kind,
      text,
      status: 'pendingApproval',
      createdBy: staffName(call),
      createdAt: ctx.nowIso(),
      decidedBy: null,
      decidedAt: null,
      sentAt: null,
      sentBy: null,
    });
    return view(letter as unknown as LetterRow);
  });

  routes.id('customer.letters/approvals', () => newest(letters().filter((l) => l.status === 'pendingApproval')).map(view));

  routes.id('customer.letters/approvals.post', (call: Call) => {
    const letter = letterOf(call.body.letterId);
    const decision = str(call.body, 'decision');
    if (decision !== 'approve' && decision !== 'reject') throw invalid('decision must be approve or reject.');
    const refusal = letterRefusal(letter, 'decide');
    if (refusal) throw invalid(refusal);
    const reason = optStr(call.body, 'reason');
    if (decision === 'reject' && !reason) throw invalid('Give a reason to reject the letter.');
    Object.assign(letter, {
      status: decision === 'approve' ? 'approved' : 'rejected',
      decidedBy: staffName(call),
      decidedAt: ctx.nowIso(),
      reason: reason ?? null,
    });
    ctx.changed();
    return view(letter);
  });

  routes.id('customer.letters/extractionList', (call) => {
    const status = optStr(call.query, 'status') ?? 'approved';
    if (status !== 'approved' && status !== 'sent') throw invalid('status must be approved or sent.');
    return newest(letters().filter((l) => l.status === status)).map(view);
  });

  routes.id('customer.letters/send', (call) => {
    const chosen = list(call.body, 'letterIds').map(letterOf);
    if (chosen.length === 0) throw invalid('Choose at least one letter to send.');
    for (const letter of chosen) {
      const refusal = letterRefusal(letter, 'send');
      if (refusal) throw invalid(refusal);
    }
    const now = ctx.nowIso();
    for (const letter of chosen) Object.assign(letter, { status: 'sent', sentAt: now, sentBy: staffName(call) });
    ctx.changed();
    return { sent: chosen.length, letters: chosen.map(view) };
  });
}
