import type { CallId, LetterKind, RunName } from '@pronto/api';
import { rpc } from './rpc.ts';

export const LETTER_KINDS = ['reminder', 'default', 'legalNotice', 'other'] as const;
export type { Letter, LetterStatus, RunName, RunSummary } from '@pronto/api';

export const RUN_NAMES = ['autoIC', 'autoEC', 'autoLC'] as const;
const RUN_IDS = {
  autoIC: 'customer.autoIC',
  autoEC: 'customer.autoEC',
  autoLC: 'customer.autoLC',
} as const satisfies Record<RunName, CallId>;

/** Letters (approval, extraction, sending) and the automatic collection runs. */
export const lettersRpc = {
  writeLetter: (p: { customerId: number; loanId?: number; kind: LetterKind; text: string }) => rpc('communication.letter', { data: p }),
  approvals: () => rpc('customer.letters/approvals', { silent: true }),
  decide: (p: { letterId: number; decision: 'approve' | 'reject'; reason?: string }) => rpc('customer.letters/approvals.post', { data: p }),
  extractionList: (status: 'approved' | 'sent') => rpc('customer.letters/extractionList', { params: { status }, silent: true }),
  send: (letterIds: number[]) => rpc('customer.letters/send', { data: { letterIds } }),
  run: (run: RunName, p: { dryRun: boolean; customerIds?: number[] }) => rpc(RUN_IDS[run], { data: p }),
  legalDocuments: (customerId: number) =>
    rpc('customer.legalDocuments', {
      params: { customerId },
    }),
};
