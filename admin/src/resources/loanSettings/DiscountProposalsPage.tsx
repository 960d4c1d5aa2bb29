import './messages.ts'; // the screen's texts, registered before it renders
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, TextField, Typography } from '@mui/material';
import { AccessDenied, Loading, Title, useCanAccess, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { WRITE_OFF_APPROVAL_LIMIT } from '@pronto/domain';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { isProposal } from '../../actions/proposal.ts';

const T = 'pronto.loanSettings.proposals';

/** loan.discount/proposals for one loan; a proposal can be given as a discount (loan.discount). */
export default function DiscountProposalsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const { canAccess, isPending } = useCanAccess({ resource: 'discount-proposals', action: 'list' });
  const [typed, setTyped] = useState('');
  const [loanId, setLoanId] = useState<number | null>(null);
  const proposals = useQuery({
    queryKey: ['loans', 'discountProposals', loanId],
    queryFn: () => dataProvider.discountProposals('loans', { loanId: Number(loanId) }),
    enabled: loanId !== null,
    retry: false,
  });
  // The loan's market gives the amounts their currency.
  const { data: loan } = useGetOne<Loan>('loans', { id: loanId ?? 0 }, { enabled: loanId !== null });
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
        <Stack
          component="form"
          direction="row"
          spacing={1}
          sx={{ my: 2, alignItems: 'center' }}
          onSubmit={(e) => {
            e.preventDefault();
            setLoanId(/^\d+$/.test(typed.trim()) ? Number(typed.trim()) : null);
          }}
        >
          <TextField size="small" label={translate(`${T}.loanId`)} value={typed} onChange={(e) => setTyped(e.target.value)} />
          <Button type="submit">{translate(`${T}.show`)}</Button>
        </Stack>
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
