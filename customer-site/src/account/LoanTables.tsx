import { useId } from 'react';
import type { Installment, Payment } from '@pronto/api/customer-site';
import type { LoanView } from './api.ts';
import { date, money } from './format.ts';
import { m } from './messages.ts';
import { SummaryList } from './SummaryList.tsx';

/** An instalment's status as what happened to it: a rolled-over one says so rather than "part paid". */
function statusOf(i: Installment): string {
  if (i.rolledOverFrom && i.status === 'partiallyPaid') return m.rolledOver(date(i.rolledOverFrom));
  return m.installmentStatus[i.status];
}

/** What a payment was: the roll-over's interest is named, not only its means. */
const methodOf = (p: Payment): string => (p.purpose === 'rollover' ? m.rolloverPayment(m.methods[p.method]) : m.methods[p.method]);

/** The instalments with due dates, amounts and statuses; on a phone, one block per instalment (styles.css). */
export function ScheduleTable({ loan }: { loan: LoanView }) {
  return (
    <div className="schedule schedule-stacked">
      <table>
        <caption>{m.schedule}</caption>
        <thead>
          <tr>
            <th scope="col">{m.number}</th>
            <th scope="col">{m.dueDate}</th>
            <th scope="col">{m.principal}</th>
            <th scope="col">{m.interest}</th>
            <th scope="col">{m.charges}</th>
            <th scope="col">{m.paid}</th>
            <th scope="col">{m.status}</th>
          </tr>
        </thead>
        <tbody>
          {loan.installments.map((i) => (
            <tr key={i.number} data-status={i.status}>
              <td data-label={m.number}>{i.number}</td>
              <td data-label={m.dueDate}>{date(i.expectedDate)}</td>
              <td data-label={m.principal}>{money(i.principal)}</td>
              <td data-label={m.interest}>{money(i.interest)}</td>
              <td data-label={m.charges}>{money(i.fee + i.lateInterest)}</td>
              <td data-label={m.paid}>{money(i.paidAmount)}</td>
              <td data-label={m.status}>{statusOf(i)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The payments made on the loan, under their heading (the table is named by it). */
export function TransactionsTable({ loan }: { loan: LoanView }) {
  const id = useId();
  const payments = loan.payments.filter((p) => !p.deleted);
  return (
    <>
      <h3 id={id}>{m.transactions}</h3>
      {payments.length === 0 ? <p>{m.noTransactions}</p> : <PaymentRows payments={payments} labelledBy={id} />}
    </>
  );
}

function PaymentRows({ payments, labelledBy }: { payments: Payment[]; labelledBy: string }) {
  return (
    <div className="schedule">
      <table aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">{m.date}</th>
            <th scope="col">{m.amount}</th>
            <th scope="col">{m.method}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <td>{date(p.date)}</td>
              <td>{money(p.amount)}</td>
              <td>{methodOf(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Total repaid and total cost of borrowing (and, while open, what is still to pay). */
export function CostSummary({ loan }: { loan: LoanView }) {
  const s = loan.summary;
  const rows: [string, number][] = [
    [m.borrowed, s.borrowed],
    [m.totalPayable, s.totalPayable],
    [m.totalRepaid, s.totalRepaid],
    [m.totalCost, s.totalCost],
    [m.outstanding, s.outstanding],
  ];
  return (
    <section aria-labelledby={`cost-${loan.id}`} className="cost-summary">
      <h3 id={`cost-${loan.id}`}>{m.costSummary}</h3>
      <SummaryList rows={rows.map(([label, value]) => [label, money(value)] as const)} />
    </section>
  );
}
