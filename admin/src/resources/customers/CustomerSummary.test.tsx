import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider } from 'react-admin';
import { formatDate } from '@pronto/countries';
import { addDays, installmentsFromPlan, paymentPlan } from '@pronto/domain';
import { resetRequestConfig } from '@pronto/request';
import { dataProvider } from '../../providers/dataProvider.ts';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { fakeApi } from '../../test/fakeApi.ts';
import { aCustomer, aLoan, aPage } from '../../test/fixtures.ts';
import { CustomerSummary } from './CustomerSummary.tsx';

beforeEach(() => resetRequestConfig());

const today = new Date().toISOString().slice(0, 10);
/** £200 over four months from `issuedDaysAgo` days ago, nothing paid. */
const loanIssued = (issuedDaysAgo: number) => {
  const issueDate = addDays(today, -issuedDaysAgo);
  const dates = [30, 60, 90, 120].map((d) => addDays(issueDate, d));
  return aLoan({
    id: 5,
    issueDate,
    installments: installmentsFromPlan(paymentPlan({ issueDate, paymentDates: dates, amount: 200 }), 5, 501),
  });
};

function renderSummary() {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={aCustomer({ id: 8 })}>
        <CustomerSummary />
      </RecordContextProvider>
    </AdminContext>,
  );
}

const figure = (section: HTMLElement, label: string) => within(section).queryByText(label)?.nextElementSibling?.textContent ?? null;

describe("the customer 360 header's current loan", { timeout: 30_000 }, () => {
  it('a missed instalment is "Overdue since" its date, never "Next instalment" on a past date', async () => {
    // Issued 50 days ago: the first instalment fell due 20 days ago, unpaid; the second is still to come.
    const loan = loanIssued(50);
    fakeApi({ 'loan.searchLoans': { data: aPage([loan]) } });
    renderSummary();
    const section = (await screen.findByRole('link', { name: 'Current loan 5' }, { timeout: 8000 })).closest('section') as HTMLElement;
    expect(figure(section, 'Overdue since')).toBe(formatDate(loan.installments[0]!.expectedDate, 'GB'));
    expect(figure(section, 'Arrears')).toMatch(/^£\d+\.\d\d · 20 days late$/);
    expect(figure(section, 'Next instalment')).toMatch(new RegExp(`due ${formatDate(loan.installments[1]!.expectedDate, 'GB')}$`));
  });

  it('a loan up to date shows its next instalment and no overdue date', async () => {
    const loan = loanIssued(10);
    fakeApi({ 'loan.searchLoans': { data: aPage([loan]) } });
    renderSummary();
    const section = (await screen.findByRole('link', { name: 'Current loan 5' }, { timeout: 8000 })).closest('section') as HTMLElement;
    expect(figure(section, 'Overdue since')).toBeNull();
    expect(figure(section, 'Arrears')).toBe('Up to date');
    expect(figure(section, 'Next instalment')).toBe(`£80.95 due ${formatDate(loan.installments[0]!.expectedDate, 'GB')}`);
  });
});
