import { paymentPlan, planRepayments, representativeApr } from '@pronto/domain';

/*
 * The representative example's APR, computed by @pronto/domain's APR function over the same loan as the
 * site's home page and footer (customer-site/src/pages/home/representative.ts: 200 over four 30-day
 * periods), so the Terms page states the same figure (it said 1081%).
 */
const ISSUE = '2026-01-01';
const day = (offset: number) => new Date(Date.UTC(2026, 0, 1 + offset)).toISOString().slice(0, 10);
const plan = paymentPlan({ issueDate: ISSUE, paymentDates: [30, 60, 90, 120].map(day), amount: 200 });

/** Representative APR in percent, one decimal (1081.5). */
export const representativeAprPercent: number = representativeApr(200, planRepayments(ISSUE, plan));
