import type { LoanView } from '../../account/api.ts';
import { date, money } from '../../account/format.ts';
import { m } from '../../account/messages.ts';
import { SummaryList } from '../../account/SummaryList.tsx';

/** The side column of a payment page: the loan being paid, what is next and what settles it today. */
export function LoanAside({ loan }: { loan: LoanView }) {
  const next = loan.nextInstallment;
  const rows: [string, string][] = [
    [m.borrowed, money(loan.summary.borrowed)],
    ...(next ? [[m.nextPayment, m.nextPaymentText(money(next.amount), date(next.expectedDate))] as [string, string]] : []),
    [m.outstanding, money(loan.summary.outstanding)],
    [m.settleToday, money(loan.summary.settlementToday)],
  ];
  return (
    <section className="aside-card" aria-labelledby="loan-aside-title">
      <h2 id="loan-aside-title">{m.loanNumber(loan.id)}</h2>
      <SummaryList rows={rows} />
    </section>
  );
}
