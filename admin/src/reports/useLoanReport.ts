import { useQuery } from '@tanstack/react-query';
import { call, type ComprehensiveLoanReportEntry, type SummaryWindow } from '@pronto/api';
import { reportDateTime } from '@pronto/domain';
import { REPORT_TIMEOUT_MS } from '@pronto/request';

export interface LoanReportRequest {
  /** YYYY-MM-DD */
  start: string;
  /** YYYY-MM-DD */
  end: string;
  /** {product}_UK / {product}_ES, sent as the `application` header. */
  application: string;
  /** The summary's periods: ending with the current one (the server's default) or the spec's fixed window. */
  summaryWindow?: SummaryWindow;
}

/** A failed report call: the message the server gave (the page shows 'An error occurred.'). */
export class ReportError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** Calls ComprehensiveLoanReport (bearer token from the request layer, 300000 ms timeout) and reads its first entry. */
export async function fetchLoanReport({
  start,
  end,
  application,
  summaryWindow,
}: LoanReportRequest): Promise<ComprehensiveLoanReportEntry> {
  const result = await call('report.ComprehensiveLoanReport', {
    data: { start: reportDateTime(start), end: reportDateTime(end), ...(summaryWindow ? { summaryWindow } : {}) },
    headers: { application },
    timeout: REPORT_TIMEOUT_MS,
  });
  // The report service's JSON, not type-checked: a list may be missing.
  const first: Partial<ComprehensiveLoanReportEntry> | undefined = result.data?.[0];
  if (result.status !== 200 || result.errors.length > 0 || !first) {
    throw new ReportError(result.errors[0]?.message ?? `HTTP ${result.status}`, result.status);
  }
  return { summaryReport: first.summaryReport ?? [], loans: first.loans ?? [] };
}

/** The report for a request; nothing is fetched while the request is null. */
export function useLoanReport(request: LoanReportRequest | null) {
  return useQuery({
    queryKey: ['report', 'ComprehensiveLoanReport', request],
    queryFn: () => fetchLoanReport(request as LoanReportRequest),
    enabled: request !== null,
    retry: false,
    staleTime: 60_000,
  });
}
