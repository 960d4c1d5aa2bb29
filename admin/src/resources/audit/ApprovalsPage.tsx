import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
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
import type { Approval, Loan, ProposalFacts } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { ConfirmWithReason } from '../../actions/ConfirmWithReason.tsx';
import { actionKey, targetOf, when } from '../../audit-trail/auditFormat.ts';

const T = 'pronto.audit.approvals';

/** The money a proposal moves, in its loan's currency (a manual payment's amount): what the approver decides on. */
function ProposalAmount({ proposal, country }: { proposal: Approval; country: string | undefined }) {
  const amount = proposal.body.amount;
  if (typeof amount !== 'number' || !country) return null;
  return <> · {formatMoney(amount, country)}</>;
}

/**
 * What the checker decides on, as the loan's ledger stood when it was proposed: the balance before and
 * after, what settles it, arrears and days past due, what was written off before, and the running total
 * that asked for a check.
 */
function ProposalFactsList({ facts, country, maker }: { facts: ProposalFacts; country: string; maker: string }) {
  const translate = useTranslate();
  const money = (x: number) => formatMoney(x, country);
  const lines = [
    facts.balanceAfter === null
      ? translate(`${T}.facts.balance`, { before: money(facts.balanceBefore) })
      : translate(`${T}.facts.balanceChange`, { before: money(facts.balanceBefore), after: money(facts.balanceAfter) }),
    translate(`${T}.facts.settlement`, { amount: money(facts.settlement) }),
    facts.daysPastDue > 0
      ? translate(`${T}.facts.arrears`, { amount: money(facts.arrears), smart_count: facts.daysPastDue })
      : translate(`${T}.facts.noArrears`),
    translate(`${T}.facts.writtenOff`, { amount: money(facts.earlierWriteOffs) }),
  ];
  if (facts.rule)
    lines.push(
      translate(`${T}.facts.rule.${facts.rule.action}.${facts.rule.scope}`, {
        before: money(facts.rule.bookedBefore),
        total: money(facts.rule.total),
        limit: money(facts.rule.limit),
        name: maker,
      }),
    );
  return (
    <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label={translate(`${T}.fields.facts`)}>
      {lines.map((line) => (
        <li key={line}>
          <Typography variant="body2">{line}</Typography>
        </li>
      ))}
    </Box>
  );
}

/** One proposal's row: the loan it works on gives the currency of its amounts. */
function ProposalRow({ proposal, locale, refetch }: { proposal: Approval; locale: string; refetch: () => unknown }) {
  const translate = useTranslate();
  const target = targetOf(proposal);
  const loan = useGetOne<Loan>('loans', { id: proposal.loanId ?? 0 }, { enabled: proposal.loanId !== null });
  const country = loan.data?.country;
  return (
    <TableRow data-testid="approval">
      <TableCell>
        <time dateTime={proposal.proposedAt}>{when(proposal.proposedAt, locale)}</time>
      </TableCell>
      <TableCell>{proposal.proposedByName}</TableCell>
      <TableCell>
        {translate(actionKey(proposal.callId), { _: proposal.callId })}
        <ProposalAmount proposal={proposal} country={country} /> ·{' '}
        {proposal.loanId !== null ? (
          <Link to={`/loans/${proposal.loanId}/show`}>{translate(target.key, target.args)}</Link>
        ) : (
          translate(target.key, target.args)
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        {proposal.facts && country ? <ProposalFactsList facts={proposal.facts} country={country} maker={proposal.proposedByName} /> : null}
      </TableCell>
      <TableCell sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{proposal.reason}</TableCell>
      <TableCell>
        <Decide proposal={proposal} refetch={refetch} />
      </TableCell>
    </TableRow>
  );
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
                {['proposedAt', 'proposedByName', 'action', 'facts', 'reason', 'decide'].map((field) => (
                  <TableCell key={field}>{f(field)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {proposals.data.map((p) => (
                <ProposalRow key={p.id} proposal={p} locale={locale} refetch={() => proposals.refetch()} />
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
