import './messages.ts'; // the screen's texts, registered before it renders
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { AccessDenied, Form, Loading, Title, useCanAccess, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { WRITE_OFF_APPROVAL_LIMIT } from '@pronto/domain';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { isProposal } from '../../actions/proposal.ts';
import { CustomerLoanInputs } from '../../people/CustomerLoanInputs.tsx';

const T = 'pronto.loanSettings.proposals';
const NONE = {};

/** Reports the loan the picker holds. */
function LoanPicker({ onLoan }: { onLoan: (loanId: number | null) => void }) {
  const loanId = useWatch<{ loanId?: number | '' | null }>({ name: 'loanId' });
  useEffect(() => onLoan(typeof loanId === 'number' ? loanId : null), [loanId, onLoan]);
  return <CustomerLoanInputs />;
}

/** loan.discount/proposals for one loan, picked by its customer; a proposal can be given as a discount (loan.discount). */
export default function DiscountProposalsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { canAccess, isPending } = useCanAccess({ resource: 'discount-proposals', action: 'list' });
  // A loan page links here with its loan (?loanId=5); otherwise staff pick the customer, then the loan.
  const [params] = useSearchParams();
  const linked = /^\d+$/.test(params.get('loanId') ?? '') ? Number(params.get('loanId')) : null;
  const [loanId, setLoanId] = useState<number | null>(null);
  const proposals = useQuery({
    queryKey: ['loans', 'discountProposals', loanId],
    queryFn: () => dataProvider.discountProposals('loans', { loanId: Number(loanId) }),
    enabled: loanId !== null,
    retry: false,
  });
  // The loan's market gives the amounts their currency.
  const { data: loan } = useGetOne<Loan>('loans', { id: loanId ?? 0 }, { enabled: loanId !== null });
  // The linked loan fills the picker once it is loaded; one record object, so the form is not reset on each render.
  const { data: linkedLoan } = useGetOne<Loan>('loans', { id: linked ?? 0 }, { enabled: linked !== null });
  const linkedCustomer = linkedLoan?.customerId ?? null;
  const record = useMemo(() => (linkedCustomer === null ? NONE : { customerId: linkedCustomer, loanId: linked }), [linkedCustomer, linked]);
  const money = (amount: number) => (loan ? formatMoney(amount, loan.country) : amount.toFixed(2));
  if (isPending) return <Loading />;
  if (!canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="pronto.menu.discountProposals" />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate('pronto.menu.discountProposals')}
        </Typography>
        <Form record={record} key={record === NONE ? 'picked' : 'linked'}>
          <LoanPicker onLoan={setLoanId} />
        </Form>
        {proposals.isFetching && <Loading />}
        {proposals.error && <Typography color="error">{proposals.error.message}</Typography>}
        {proposals.data && proposals.data.length === 0 && <Typography role="status">{translate(`${T}.none`)}</Typography>}
        {proposals.data && proposals.data.length > 0 && (
          <Table size="small" aria-label={translate('pronto.menu.discountProposals')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${T}.rule`)}</TableCell>
                <TableCell align="right">{translate(`${T}.percent`)}</TableCell>
                <TableCell align="right">{translate(`${T}.earlierLoans`)}</TableCell>
                <TableCell align="right">{translate(`${T}.amount`)}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {proposals.data.map((p) => (
                <TableRow key={p.ruleId}>
                  <TableCell>{p.name}</TableCell>
                  <TableCell align="right">{p.percent}%</TableCell>
                  <TableCell align="right">{p.earlierLoans}</TableCell>
                  <TableCell align="right">{money(p.amount)}</TableCell>
                  <TableCell>
                    {/* The rule's name is offered as the reason; the staff member confirms or says more. */}
                    <ConfirmWithReason
                      label={`${T}.apply`}
                      message="pronto.audit.questions.applyProposal"
                      messageArgs={{
                        name: p.name,
                        amount: money(p.amount),
                        loanId: p.loanId,
                        limit: money(WRITE_OFF_APPROVAL_LIMIT),
                      }}
                      success={(result) => (isProposal(result) ? 'pronto.audit.approvals.proposed' : `${T}.applied`)}
                      disabled={p.amount <= 0}
                      defaultValues={{ reason: translate(`${T}.reason`, { name: p.name }) }}
                      call={(dp, v) =>
                        dp
                          .addDiscount('loans', { loanId: p.loanId, amount: p.amount, reason: v.reason })
                          .then((result) => (void proposals.refetch(), result))
                      }
                    />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
