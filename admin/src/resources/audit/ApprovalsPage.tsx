import { useQuery } from '@tanstack/react-query';
import { Alert, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import {
  AccessDenied,
  Link,
  Loading,
  Title,
  useCanAccess,
  useDataProvider,
  useGetIdentity,
  useGetOne,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import type { Approval, Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { actionKey, targetOf, when } from '../../audit-trail/auditFormat.ts';

const T = 'pronto.audit.approvals';

/** The money a proposal moves, in its loan's currency (a manual payment's amount): what the approver decides on. */
function ProposalAmount({ proposal }: { proposal: Approval }) {
  const amount = proposal.body.amount;
  const loan = useGetOne<Loan>('loans', { id: proposal.loanId ?? 0 }, { enabled: typeof amount === 'number' && proposal.loanId !== null });
  if (typeof amount !== 'number' || !loan.data) return null;
  return <> · {formatMoney(amount, loan.data.country)}</>;
}

/** Approve or reject one proposal: admins only, never the proposer (the server says the same). */
function Decide({ proposal, refetch }: { proposal: Approval; refetch: () => unknown }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // membership.approval/decide is area staff: admins only.
  const admin = useCanAccess({ resource: 'staff', action: 'list' });
  if (admin.isPending) return null;
  if (!admin.canAccess) return <Typography variant="body2">{translate(`${T}.adminsOnly`)}</Typography>;
  if (identity && String(identity.id) === String(proposal.proposedById))
    return <Typography variant="body2">{translate(`${T}.ownProposal`)}</Typography>;
  const target = targetOf(proposal);
  const args = {
    action: translate(actionKey(proposal.callId), { _: proposal.callId }),
    target: translate(target.key, target.args),
    name: proposal.proposedByName,
  };
  return (
    <Stack direction="row" spacing={1}>
      {(['approve', 'reject'] as const).map((decision) => (
        <ConfirmWithReason
          key={decision}
          label={`${T}.${decision}`}
          message={`${T}.${decision}Question`}
          messageArgs={args}
          success={`${T}.${decision === 'approve' ? 'approved' : 'rejected'}`}
          call={(dp, v) => dp.decideApproval('staff', { approvalId: proposal.id, decision, reason: v.reason }).then(refetch)}
        />
      ))}
    </Stack>
  );
}

/** Four-eyes proposals waiting for a second staff member, an admin (membership.approvals). */
export default function ApprovalsPage() {
  const translate = useTranslate();
  const [locale = 'en'] = useLocaleState();
  const dataProvider = useDataProvider<ProntoDataProvider>();
  const access = useCanAccess({ resource: 'approvals', action: 'list' });
  const proposals = useQuery({
    queryKey: ['staff', 'approvals'],
    queryFn: () => dataProvider.approvals('staff'),
    enabled: access.canAccess === true,
    retry: false,
  });
  if (access.isPending) return <Loading />;
  if (!access.canAccess) return <AccessDenied />;
  const f = (field: string) => translate(`${T}.fields.${field}`);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={`${T}.menu`} />
      <CardContent>
        <Typography variant="h5" component="h1">
          {translate(`${T}.menu`)}
        </Typography>
        {proposals.isPending && <Loading />}
        {proposals.error && <Alert severity="error">{proposals.error.message}</Alert>}
        {proposals.data?.length === 0 && <Typography sx={{ mt: 2 }}>{translate(`${T}.none`)}</Typography>}
        {proposals.data && proposals.data.length > 0 && (
          <Table size="small" aria-label={translate(`${T}.menu`)}>
            <TableHead>
              <TableRow>
                {['proposedAt', 'proposedByName', 'action', 'reason', 'decide'].map((field) => (
                  <TableCell key={field}>{f(field)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {proposals.data.map((p) => {
                const target = targetOf(p);
                return (
                  <TableRow key={p.id} data-testid="approval">
                    <TableCell>
                      <time dateTime={p.proposedAt}>{when(p.proposedAt, locale)}</time>
                    </TableCell>
                    <TableCell>{p.proposedByName}</TableCell>
                    <TableCell>
                      {translate(actionKey(p.callId), { _: p.callId })}
                      <ProposalAmount proposal={p} /> ·{' '}
                      {p.loanId !== null ? (
                        <Link to={`/loans/${p.loanId}/show`}>{translate(target.key, target.args)}</Link>
                      ) : (
                        translate(target.key, target.args)
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{p.reason}</TableCell>
                    <TableCell>
                      <Decide proposal={p} refetch={() => proposals.refetch()} />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
