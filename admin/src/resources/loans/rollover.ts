import type { Installment } from '@pronto/api';

/** The rollover preview: the next unpaid instalment moves `days` later, never onto the next one. */
export function rolloverPreview(installments: Installment[], days: number): { number: number; from: string; to: string; allowed: boolean } | null {
  const index = installments.findIndex((i) => i.status !== 'paid');
  const inst = installments[index];
  if (!inst) return null;
  const to = new Date(`${inst.expectedDate}T00:00:00Z`);
  to.setUTCDate(to.getUTCDate() + days);
  const moved = to.toISOString().slice(0, 10);
  const next = installments[index + 1];
  return { number: inst.number, from: inst.expectedDate, to: moved, allowed: !next || moved < next.expectedDate };
}
