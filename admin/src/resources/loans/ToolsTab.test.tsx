import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, Notification, RecordContextProvider } from 'react-admin';
import type { Installment, StaffLoan } from '@pronto/api';
import { calculatorDates, installmentsFromPlan, paymentPlan } from '@pronto/domain';
import { resetRequestConfig } from '@pronto/request';
import { i18nProvider } from '../../i18n/i18nProvider.ts';
import { dataProvider } from '../../providers/dataProvider.ts';
import { fakeApi, requestsOf } from '../../test/fakeApi.ts';
import { aLoan } from '../../test/fixtures.ts';
import { ToolsTab } from './ToolsTab.tsx';

/*
 * The console's rollover and restructure tools: they show how many instalments (restructure) or
 * days (rollover) fit the CONC 5A price caps, offer only those, and refuse the rest with a message saying
 * which cap and by how much, before any call to the server.
 */

const TODAY = '2026-11-25';

/** £200 issued today over four monthly instalments, nothing paid: the book's plan from the loan engine. */
function freshLoan(fields: Partial<StaffLoan> = {}): StaffLoan {
  const plan = paymentPlan({ issueDate: TODAY, paymentDates: calculatorDates(TODAY, 4), amount: 200 });
  return aLoan({ id: 5, amount: 200, issueDate: TODAY, status: 'issued', installments: installmentsFromPlan(plan, 5, 501), ...fields });
}

const inst = (number: number, fields: Partial<Installment>): Installment => ({
  id: 600 + number,
  loanId: 6,
  number,
  expectedDate: '2026-12-25',
  interestStartDate: TODAY,
  principal: 50,
  interest: 10,
  fee: 0,
  lateInterest: 0,
  paidAmount: 0,
  status: 'pending',
  ...fields,
});

function renderTools(loan: StaffLoan) {
  return render(
    <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      <RecordContextProvider value={loan}>
        <ToolsTab />
      </RecordContextProvider>
      <Notification />
    </AdminContext>,
  );
}

const restructure = () => within(screen.getByRole('region', { name: 'Restructure' }));
/** The confirmation every money-moving action asks for (ConfirmWithReason): a reason, then Confirm. */
async function confirmWith(reason: string) {
  const dialog = await screen.findByRole('dialog');
  await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), reason);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}
const rollover = () => within(screen.getByRole('region', { name: 'Calculate rollover' }));

beforeEach(() => {
  resetRequestConfig();
  // Only the clock's date: the tools plan from today, timers stay real for Testing Library.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
});
afterEach(() => vi.useRealTimers());

describe('the restructure tool', { timeout: 20_000 }, () => {
  it('offers the 6 instalment counts that fit for £200 owed and says why 7 is refused (total cost cap)', async () => {
    const fake = fakeApi({
      'loan.staff/rolloverCalculate': {
        data: { date: '2027-01-24', days: 30, payNow: 45.0, extraInterest: 0, newInstallmentAmount: 50, installmentNumber: 1, dates: [] },
      },
      'loan.validateRestructure': {
        data: {
          owed: 200,
          issueDate: TODAY,
          installments: [{ expectedDate: '2026-12-25', initialBase: 66.67, initialCalculatedInterest: 46.5, interestStartDate: TODAY }],
          maxInstallments: 6,
        },
      },
      'loan.restructureLoan': { data: freshLoan() },
    });
    renderTools(freshLoan());
    expect(restructure().getByTestId('restructure-fit')).toHaveTextContent('Up to 6 instalments fit the price caps (CONC 5A)');
    // Seven monthly instalments on £200 from 25 Nov 2026 (30, 31, 31, 28, 31, 30, 31 days at 0.75% a day on
    // the balance) carry £217.48 of interest (by hand, seven equal 59.64: 217.49 before penny rounding).
    expect(restructure().getByTestId('restructure-limit')).toHaveTextContent(
      'A plan of 7 instalments is refused: its interest and the interest already charged (£217.48) would exceed the £200.00 borrowed (total cost cap: 100% of the amount borrowed).',
    );
    await userEvent.click(restructure().getByRole('combobox', { name: 'Instalments' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    await userEvent.click(screen.getByRole('option', { name: '6' }));

    expect(restructure().getByRole('button', { name: 'Restructure' })).toBeDisabled();
    await userEvent.click(restructure().getByRole('button', { name: 'Calculate' }));
    expect(await restructure().findByRole('cell', { name: '£46.50' })).toBeInTheDocument();
    await userEvent.click(restructure().getByRole('button', { name: 'Restructure' }));
    await confirmWith('Customer lost their job');
    expect(await screen.findByText('Loan restructured')).toBeInTheDocument();
    expect(requestsOf(fake).filter((r) => r.url.includes('estructure'))).toEqual([
      { method: 'POST', url: '/api/loan/validateRestructure', body: { loanId: 5, installmentCount: 6 } },
      { method: 'POST', url: '/api/loan/restructureLoan', body: { loanId: 5, installmentCount: 6, reason: 'Customer lost their job' } },
    ]);
  });

  it('offers nothing when even one instalment breaks the cap, says why, and calls nothing', async () => {
    // £100 borrowed; the paid instalment already carried £95 of interest, £100 of principal is still owed:
    // one month (30 days at 0.75% a day) adds £22.50, £117.50 in all.
    const loan = aLoan({
      id: 6,
      amount: 100,
      status: 'overdue',
      installments: [
        inst(1, { expectedDate: '2026-10-25', principal: 0, interest: 95, status: 'paid', paidAmount: 95 }),
        inst(2, { expectedDate: '2026-11-20', principal: 100, interest: 5, status: 'overdue' }),
      ],
    });
    const fake = fakeApi({
      'loan.staff/rolloverCalculate': { status: 422, errors: [{ message: 'Only a running loan without arrears can be rolled over.' }] },
    });
    renderTools(loan);
    expect(restructure().getByTestId('restructure-fit')).toHaveTextContent('No restructure fits the price caps (CONC 5A).');
    expect(restructure().getByTestId('restructure-limit')).toHaveTextContent(
      'A plan of 1 instalment is refused: its interest and the interest already charged (£117.50) would exceed the £100.00 borrowed (total cost cap: 100% of the amount borrowed).',
    );
    expect(restructure().getByRole('button', { name: 'Calculate' })).toBeDisabled();
    expect(restructure().getByRole('button', { name: 'Restructure' })).toBeDisabled();
    expect(requestsOf(fake).filter((r) => r.url.includes('estructure'))).toEqual([]);
  });

  it('says a repaid loan cannot be restructured (a rule, not a cap)', () => {
    fakeApi();
    renderTools(freshLoan({ status: 'repaid', installments: freshLoan().installments.map((i) => ({ ...i, status: 'paid' as const })) }));
    expect(restructure().getByTestId('restructure-fit')).toHaveTextContent('No restructure fits the price caps (CONC 5A).');
    expect(restructure().getByTestId('restructure-limit')).toHaveTextContent(
      'Only a running loan can be restructured: this one is repaid.',
    );
  });

  it("shows the server's own refusal when it refuses a plan the screen offered", async () => {
    fakeApi({
      'loan.staff/rolloverCalculate': {
        data: { date: '2027-01-24', days: 30, payNow: 45.0, extraInterest: 0, newInstallmentAmount: 50, installmentNumber: 1, dates: [] },
      },
      'loan.validateRestructure': {
        status: 422,
        errors: [
          {
            message:
              'A restructure over 3 instalments is refused: its interest would exceed 0.8% a day of the principal outstanding by 2026-12-01. At most 2 instalments fit the caps.',
          },
        ],
      },
    });
    renderTools(freshLoan());
    await userEvent.click(restructure().getByRole('button', { name: 'Calculate' }));
    expect(
      await screen.findByText(/A restructure over 3 instalments is refused: its interest would exceed 0\.8% a day/),
    ).toBeInTheDocument();
    expect(restructure().getByRole('button', { name: 'Restructure' })).toBeDisabled();
  });
});

describe('the rollover tool', { timeout: 20_000 }, () => {
  it('says how many days the next instalment may move, asks the cost and rolls over', async () => {
    const fake = fakeApi({
      'loan.staff/rolloverCalculate': {
        data: { date: '2027-01-24', days: 30, payNow: 45.0, extraInterest: 0, newInstallmentAmount: 50, installmentNumber: 1, dates: [] },
      },
      'loan.rollover': { data: freshLoan() },
    });
    renderTools(freshLoan());
    // Due 25 Dec, the next one 25 Jan: a 30-day move (the most) still lands before it.
    expect(rollover().getByTestId('rollover-fit')).toHaveTextContent(
      'Instalment 1 (due 25/12/2026) can move up to 30 days within the rules and the price caps (CONC 5A)',
    );
    expect(rollover().getByTestId('rollover-preview')).toHaveTextContent('Instalment 1: 25/12/2026 → 24/01/2027');
    expect(await rollover().findByTestId('rollover-cost')).toHaveTextContent('Pay now £45.00, extra interest £0.00, new instalment £50.00');
    expect(rollover().queryByRole('alert')).toBeNull();
    await userEvent.click(rollover().getByRole('button', { name: 'Roll over' }));
    await confirmWith('Paid late twice, agreed on the phone');
    expect(await screen.findByText('Loan rolled over')).toBeInTheDocument();
    expect(fake.bodiesOf('loan.rollover')).toEqual([{ loanId: 5, days: 30, reason: 'Paid late twice, agreed on the phone' }]);
  });

  it('refuses a move onto the next instalment, says so, and asks nothing of the server until the move fits', async () => {
    // Due 1 Dec and 20 Dec (a due date changed earlier): 0.75% a day on the balance, 6 and 19 days.
    const loan = aLoan({
      id: 6,
      amount: 100,
      installments: [
        inst(1, { expectedDate: '2026-12-01', interest: 4.5 }),
        inst(2, { expectedDate: '2026-12-20', interestStartDate: '2026-12-01', interest: 7.12 }),
      ],
    });
    const fake = fakeApi({
      'loan.staff/rolloverCalculate': {
        data: { date: '2026-12-19', days: 18, payNow: 10, extraInterest: 0, newInstallmentAmount: 50, installmentNumber: 1, dates: [] },
      },
    });
    renderTools(loan);
    expect(rollover().getByTestId('rollover-fit')).toHaveTextContent('Instalment 1 (due 01/12/2026) can move up to 18 days');
    expect(rollover().getByRole('alert')).toHaveTextContent(
      'A rollover of 30 days is refused: instalment 1 would move onto or past the next one, due 20/12/2026.',
    );
    expect(rollover().getByRole('button', { name: 'Roll over' })).toBeDisabled();
    expect(fake.calls).toEqual([]);

    const days = rollover().getByRole('spinbutton', { name: 'Days later' });
    // Replace the 30 (the field clamps every keystroke to 1-30).
    await userEvent.type(days, '18', { initialSelectionStart: 0, initialSelectionEnd: 2 });
    expect(rollover().queryByRole('alert')).toBeNull();
    expect(await rollover().findByTestId('rollover-cost')).toHaveTextContent('Pay now £10.00, extra interest £0.00, new instalment £50.00');
    expect(rollover().getByRole('button', { name: 'Roll over' })).toBeEnabled();
    expect(requestsOf(fake).map((r) => r.url)).toContain('/api/loan/staff/rolloverCalculate?loanId=6&days=18');
  });

  it('refuses any move of a loan whose schedule is over the total cost cap, naming the cap and the amounts', () => {
    // Stored before the cap engine: £130 of interest on £100 borrowed.
    const loan = aLoan({
      id: 6,
      amount: 100,
      installments: [
        inst(1, { principal: 50, interest: 65 }),
        inst(2, { expectedDate: '2027-01-25', interestStartDate: '2026-12-25', principal: 50, interest: 65 }),
      ],
    });
    const fake = fakeApi();
    renderTools(loan);
    expect(rollover().getByTestId('rollover-fit')).toHaveTextContent(
      'Instalment 1 cannot move within the rules and the price caps (CONC 5A).',
    );
    expect(rollover().getByRole('alert')).toHaveTextContent(
      'A rollover of 30 days is refused: its charges (£130.00) would exceed the £100.00 borrowed (total cost cap).',
    );
    expect(rollover().getByRole('button', { name: 'Roll over' })).toBeDisabled();
    expect(fake.calls).toEqual([]);
  });
});
