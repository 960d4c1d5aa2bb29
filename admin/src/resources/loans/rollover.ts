import type { Installment } from '@pronto/api';
import { addDays } from '@pronto/domain';

/**
 * The rollover preview: the next unpaid instalment and where `days` would move it. Whether it may move is
 * the cap engine's call (rolloverSchedule / rolloverFit in @pronto/domain), not this preview's.
 */
export function rolloverPreview(installments: Installment[], days: number): { number: number; from: string; to: string } | null {
  const inst = installments.find((i) => i.status !== 'paid');
  if (!inst) return null;
  return { number: inst.number, from: inst.expectedDate, to: addDays(inst.expectedDate, days) };
}
