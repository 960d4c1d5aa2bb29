import type { CountryCode } from '@pronto/api';
import { CapError, calculatorDates, paymentPlan, planRepayments, round2, rolloverSchedule } from '@pronto/domain';
import { normalizeCountry, type Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { list, num, optNum } from '../validate.ts';
import type { Routes } from './define.ts';
import { loanAprOf } from './loan-account/documents.ts';
import { OPEN, due, toDay, type AccountLoan } from './loan-account/loans.ts';
import { closeQuote } from './loan-account/payments.ts';
import { ROLLOVER_MAX_DAYS, rolloverQuoteInDays } from './loan-account/rollover.ts';
import { cardToCharge, requireRunning, staffLoan } from './loan-targets.ts';
import { installmentCountFor, installmentOptions, productOf } from './loan-terms.ts';
import { nextWorkingDay, workingDayFrom } from './working-days.ts';

/** The plan of a loan of `amount` paid out today over `count` monthly instalments, as the calculator makes it. */
function planFor(issueDate: string, amount: number, count: number) {
  const plan = paymentPlan({ issueDate, paymentDates: calculatorDates(issueDate, count), amount });
  const installments = planRepayments(issueDate, plan).map((r, i) => ({
    number: i + 1,
    expectedDate: plan[i]?.expectedDate ?? issueDate,
    amount: r.amount,
    principal: plan[i]?.initialBase ?? 0,
    interest: plan[i]?.initialCalculatedInterest ?? 0,
  }));
  const total = round2(installments.reduce((s, i) => s + i.amount, 0));
  return { amount, installmentCount: count, issueDate, installments, total, totalCost: round2(total - amount) };
}

/** A quote's amount: more than 0, in whole pence. */
function quoteAmount(value: unknown, field: string): number {
  const amount = num({ [field]: value }, field);
  if (!(amount > 0) || Math.round(amount * 100) !== amount * 100) throw invalid(`${field} must be more than 0, in whole pence (cents).`);
  return amount;
}

/** Quotes and reads on a loan's money that change nothing: plans, dates, closing amounts, rollover, transfers, APR. */
export function registerLoanQuotes(routes: Routes, ctx: Context): void {
  /** The call's loan when it names one (its market and count), else the market of `country` (GB by default). */
  const marketOf = (call: Call): { loan: AccountLoan | null; country: CountryCode } => {
    const named = call.body.loanId ?? call.query.loanId;
    if (named !== undefined && named !== null && named !== '') {
      const loan = staffLoan(ctx, call);
      return { loan, country: loan.country };
    }
    return { loan: null, country: normalizeCountry(call.body.country ?? call.query.country ?? 'GB') };
  };

  routes.id('loan.calculateInstallmentPaymentAmounts', (call) => {
    const { country } = marketOf(call);
    const amount = quoteAmount(call.body.amount, 'amount');
    return planFor(toDay(ctx), amount, installmentCountFor(ctx, country, call.body));
  });

  // One plan per amount (the product's amounts unless `amounts` names others), over the loan's or the product's count.
  routes.id('loan.paymentPlans', (call) => {
    const { loan, country } = marketOf(call);
    const product = productOf(ctx, country);
    const given = call.body.amounts === undefined ? undefined : list(call.body, 'amounts');
    const amounts = given ?? (Array.isArray(product?.amounts) ? product.amounts : [100, 200, 300, 400]);
    if (amounts.length === 0 || amounts.length > 20) throw invalid('amounts must hold 1 to 20 amounts.');
    const count =
      call.body.installmentCount !== undefined
        ? installmentCountFor(ctx, country, call.body)
        : (loan?.installmentCount ?? loan?.installments.length ?? Number(product?.defaultInstallments ?? 3));
    if (!installmentOptions(ctx, country).includes(count)) throw invalid(`The ${country} product has no ${count}-instalment plan.`);
    return amounts.map((a, i) => {
      const plan = planFor(toDay(ctx), quoteAmount(a, `amounts[${i}]`), count);
      return { amount: plan.amount, installmentCount: count, installmentAmount: plan.installments[0]?.amount ?? 0, total: plan.total };
    });
  });

  // When instalments fall due, and the working day the card is charged (a weekend or holiday moves it on).
  routes.id('loan.paymentDate', (call) => {
    const { loan, country } = marketOf(call);
    if (loan && OPEN.includes(loan.status))
      return {
        loanId: loan.id,
        dates: loan.installments
          .filter((i) => i.status !== 'paid')
          .map((i) => ({
            number: i.number,
            expectedDate: i.expectedDate,
            collectionDate: workingDayFrom(ctx, country, i.expectedDate),
            amount: due(i),
          })),
      };
    if (loan && !['requested', 'approved'].includes(loan.status))
      throw invalid(`Loan ${loan.id} is ${loan.status}: it has no payment dates to come.`);
    const count =
      call.body.installmentCount !== undefined ? installmentCountFor(ctx, country, call.body) : (loan?.installments.length ?? 3);
    const today = toDay(ctx);
    return {
      loanId: loan?.id ?? null,
      issueDate: today,
      dates: calculatorDates(today, count).map((d, i) => ({
        number: i + 1,
        expectedDate: d,
        collectionDate: workingDayFrom(ctx, country, d),
      })),
    };
  });

  routes.id('loan.loanFirstInstallmentClosureCalculate', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'has an instalment to close');
    const first = [...loan.installments].sort((a, b) => a.number - b.number)[0];
    if (!first) throw invalid(`Loan ${loan.id} has no instalments.`);
    if (first.status === 'paid') throw invalid(`Instalment 1 of loan ${loan.id} was paid on ${first.paidDate ?? 'an earlier day'}.`);
    return {
      loanId: loan.id,
      installmentNumber: first.number,
      expectedDate: first.expectedDate,
      amount: due(first),
      principal: first.principal,
      interest: first.interest,
      charges: round2(first.fee + first.lateInterest),
      paid: first.paidAmount,
    };
  });

  routes.id('loan.calculateFutureCloseAmount', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'has an amount that closes it');
    return { loanId: loan.id, ...closeQuote(ctx, loan, call.body) };
  });

  // What loan.rolloverv2 would do: the interest charged now, the new date, the schedule after, the card.
  routes.id('loan.rolloverSummary', (call) => {
    const loan = requireRunning(staffLoan(ctx, call), 'can be rolled over');
    const quote = rolloverQuoteInDays(loan, optNum(call.body, 'days') ?? ROLLOVER_MAX_DAYS);
    let after;
    try {
      after = rolloverSchedule(loan, quote.days, quote.extraInterest);
    } catch (error) {
      if (error instanceof CapError) throw invalid(error.message);
      throw error;
    }
    let card: { id: number; last4: string } | null = null;
    try {
      const c = cardToCharge(ctx, loan, call.body.cardId);
      card = { id: c.id, last4: c.last4 ?? String(c.maskedPan).slice(-4) };
    } catch {
      card = null;
    }
    return {
      loanId: loan.id,
      ...quote,
      card,
      installmentsAfter: after
        .filter((i) => i.status !== 'paid')
        .map((i) => ({ number: i.number, expectedDate: i.expectedDate, amount: round2(i.principal + i.interest) })),
    };
  });

  // A card payment reaches the lender the next working day; a manual payment (a transfer) is booked on the day it arrived.
  routes.id('loan.getTransferDatesOfPayments', (call) => {
    const loan = staffLoan(ctx, call);
    return loan.payments
      .filter((p) => !p.deleted)
      .map((p) => ({
        paymentId: p.id,
        loanId: loan.id,
        date: p.date,
        amount: p.amount,
        method: p.method,
        transferDate: p.method === 'manual' ? p.date : nextWorkingDay(ctx, loan.country, p.date),
      }));
  });

  // The loan's own APR (UK, CONC App 1.2) or TAE (Spain, Annex I of the Directive) on its dated repayments.
  routes.id('loan.getExternalParamLoanApr', (call) => {
    const loan = staffLoan(ctx, call);
    return {
      loanId: loan.id,
      country: loan.country,
      amount: loan.amount,
      issueDate: loan.issueDate,
      apr: loanAprOf(loan),
      label: loan.country === 'ES' ? 'TAE' : 'APR',
      measure: loan.country === 'ES' ? 'Directive 2008/48/EC Annex I' : 'CONC App 1.2',
    };
  });
}
