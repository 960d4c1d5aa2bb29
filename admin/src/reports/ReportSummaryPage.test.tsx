import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ComprehensiveLoanReportRequest, SummaryRow } from '@pronto/api';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { fakeApi } from '../test/fakeApi.ts';
import { Summary } from './ReportSummaryPage.tsx';

const TODAY = '2026-11-27';

/** Rows as the report call gives them for a window: only their dates matter here. */
const row = (dateStart: string, dateEnd: string, issued = 0): SummaryRow => ({ dateStart, dateEnd, values: { allIssued_v: issued } });
const quarters = (from: number, count: number): SummaryRow[] =>
  Array.from({ length: count }, (_, i) => {
    const start = from * 4 + i;
    const day = (q: number) => `${Math.floor(q / 4)}-${String((q % 4) * 3 + 1).padStart(2, '0')}-01`;
    return row(day(start), day(start + 1), 100 + i);
  });

/** The back end: the UK's current quarters (2024 Q1 .. 2026 Q4) by default, the spec's 2016-2018 when asked. */
function fakeReport() {
  return fakeApi({
    'report.ComprehensiveLoanReport': (body: ComprehensiveLoanReportRequest) => ({
      data: [{ summaryReport: body.summaryWindow === 'historical' ? quarters(2016, 12) : quarters(2024, 12), loans: [] }],
    }),
  });
}

function renderSummary() {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <Summary today={TODAY} />
    </AdminContext>,
  );
}

const lastRow = async () => (await screen.findAllByTestId('summary-row')).at(-1) as HTMLElement;

describe('the report summary: which periods', { timeout: 40_000 }, () => {
  it('opens on the 12 quarters ending with the current one; the last row is the current quarter', async () => {
    const fake = fakeReport();
    renderSummary();
    const group = screen.getByRole('radiogroup', { name: 'Periods' });
    const current = within(group).getByRole('radio', { name: 'Latest 12 quarters: 01/01/2024 – 31/12/2026' });
    expect(current).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Historical reports: 01/01/2016 – 31/12/2018' })).not.toBeChecked();
    const last = await lastRow();
    expect(within(last).getByRole('rowheader')).toHaveTextContent('01/10/2026');
    expect(within(last).getAllByRole('cell')[0]).toHaveTextContent('31/12/2026');
    expect(screen.getByText('The last period is still running: its figures are to 27/11/2026.')).toBeInTheDocument();
    // The server's default window: the call names it.
    expect(fake.bodiesOf('report.ComprehensiveLoanReport')[0]).toMatchObject({ summaryWindow: 'current' });
  });

  it("the keyboard moves to the spec's historical window, whose last row ends on 31/12/2018", async () => {
    const fake = fakeReport();
    renderSummary();
    await lastRow();
    const current = screen.getByRole('radio', { name: /Latest 12 quarters/ });
    current.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Historical reports/ })).toBeChecked();
    await expect.poll(async () => within(await lastRow()).getByRole('rowheader').textContent).toBe('01/10/2018');
    expect(within(await lastRow()).getAllByRole('cell')[0]).toHaveTextContent('31/12/2018');
    expect(screen.queryByText(/still running/)).toBeNull();
    expect(fake.bodiesOf('report.ComprehensiveLoanReport').at(-1)).toMatchObject({ summaryWindow: 'historical' });
  });

  it('names the windows in Spanish, Spain in months with its dates', async () => {
    await i18nProvider.changeLocale('es');
    fakeApi({
      'report.ComprehensiveLoanReport': (body: ComprehensiveLoanReportRequest) => ({
        data: [
          {
            summaryReport: body.summaryWindow === 'historical' ? [row('2018-06-01', '2018-07-01')] : [row('2026-11-01', '2026-12-01', 5)],
            loans: [],
          },
        ],
      }),
    });
    renderSummary();
    await userEvent.click(await screen.findByRole('button', { name: 'Cambiar a España' }));
    const group = screen.getByRole('radiogroup', { name: 'Periodos' });
    expect(within(group).getByRole('radio', { name: 'Últimos 6 meses: del 01/06/2026 al 30/11/2026' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Informes históricos: del 01/01/2018 al 30/06/2018' })).toBeInTheDocument();
    await expect.poll(async () => within(await lastRow()).getByRole('rowheader').textContent).toBe('01/11/2026');
  });
});
