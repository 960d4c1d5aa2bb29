import type { BankAccount, DuplicateGroup, PerformanceFigures } from '../../providers/bankData.ts';

/** An IBAN in groups of four (as printed on statements); a UK account as "sort code / account number". */
export function accountText(account: Pick<BankAccount, 'iban' | 'sortCode' | 'accountNumber'>): string {
  if (account.iban) return account.iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
  if (account.sortCode || account.accountNumber) {
    const sort = String(account.sortCode ?? '').replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
    return `${sort} / ${account.accountNumber ?? ''}`;
  }
  return '';
}

/** IBAN -> the customers using it, from FindDuplicateAccounts. */
export function sharedIbanMap(groups: DuplicateGroup[] | undefined): Map<string, number[]> {
  return new Map((groups ?? []).map((g) => [g.iban, g.customerIds]));
}

/** The other customers of an account's IBAN (empty when it is not shared). */
export function otherOwners(account: Pick<BankAccount, 'iban' | 'customerId'>, shared: Map<string, number[]>): number[] {
  return account.iban ? (shared.get(account.iban) ?? []).filter((id) => id !== account.customerId) : [];
}

/** The downloaded file of a scrape session's raw results. */
export const sessionFileName = (sessionId: number | string) => `scrape-session-${sessionId}.txt`;

/** Milliseconds as seconds with one decimal. */
export const seconds = (ms: unknown) => Math.round(Number(ms ?? 0) / 100) / 10;

/** The default period of the performance page: the 120 days up to `today`. */
export function defaultPeriod(today: string): { from: string; to: string } {
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 120 * 86_400_000).toISOString().slice(0, 10);
  return { from, to: today };
}

/** Rows of the per-day chart: completed and failed counts only. */
export const chartRows = (byDay: (PerformanceFigures & { day: string })[]) =>
  byDay.map(({ day, completed, failed }) => ({ day, completed, failed }));
