import type { ReactNode } from 'react';

/** Label and value pairs as a description list, one summary row each (loan cards, cost summaries, quotes). */
export function SummaryList({
  rows,
  className,
  testId,
}: {
  rows: readonly (readonly [string, ReactNode])[];
  className?: string;
  testId?: string;
}) {
  return (
    <dl className={className} data-testid={testId}>
      {rows.map(([label, value]) => (
        <div key={label} className="summary-row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
