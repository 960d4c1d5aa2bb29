import type { CallId } from '@pronto/api';
import { rpc } from './rpc.ts';

export const LETTER_KINDS = ['reminder', 'default', 'legalNotice', 'other'] as const;
export type LetterStatus = 'pendingApproval' | 'approved' | 'rejected' | 'sent';

export interface Letter {
  id: number;
  customerId: number;
  customerName: string;
  address: string;
  loanId: number | null;
  kind: (typeof LETTER_KINDS)[number];
  text: string;
  status: LetterStatus;
  createdBy: string;
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  sentAt: string | null;
}

export const RUN_NAMES = ['autoIC', 'autoEC', 'autoLC'] as const;
export type RunName = (typeof RUN_NAMES)[number];

/** What an automatic collection run answers (a dry run moves nobody). */
export interface RunSummary {
  run: RunName;
  dryRun: boolean;
  from: string[];
  to: string;
  minDays: number;
  checked: number;
  moved: number;
  customers: { customerId: number; name: string; loanId: number; daysOverdue: number }[];
  ranAt: string;
}

const RUN_IDS: Record<RunName, CallId> = { autoIC: 'customer.autoIC', autoEC: 'customer.autoEC', autoLC: 'customer.autoLC' };

/** Letters (approval, extraction, sending) and the automatic collection runs. */
export const lettersRpc = {
  writeLetter: (p: { customerId: number; loanId?: number; kind: string; text: string }) => rpc<Letter>('communication.letter', { data: p }),
  approvals: () => rpc<Letter[]>('customer.letters/approvals', { silent: true }),
  decide: (p: { letterId: number; decision: 'approve' | 'reject'; reason?: string }) =>
    rpc<Letter>('customer.letters/approvals.post', { data: p }),
  extractionList: (status: 'approved' | 'sent') => rpc<Letter[]>('customer.letters/extractionList', { params: { status }, silent: true }),
  send: (letterIds: number[]) => rpc<{ sent: number }>('customer.letters/send', { data: { letterIds } }),
  run: (run: RunName, p: { dryRun: boolean; customerIds?: number[] }) => rpc<RunSummary>(RUN_IDS[run], { data: p }),
  legalDocuments: (customerId: number) =>
    rpc<{ id: number; title?: string; fileName: string; legalKind?: string; createdAt: string }[]>('customer.legalDocuments', {
      params: { customerId },
    }),
};
