import './messages.ts'; // the feature's texts, registered before this renders
import { useState } from 'react';
import { Box, Chip, Link as MuiLink, Skeleton, Stack, Typography } from '@mui/material';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { formatDate, formatMoney } from '@pronto/countries';
import { currentLoan, currentStatus, loanPosition } from '@pronto/domain';
import { useEnumLabel } from '../../fields/EnumField.tsx';
import type { CustomerRow } from './types.ts';
import { useCustomerLoans } from './useCustomerLoans.ts';

const T = 'resources.customers.summary';

/** One figure of the current loan: its name above, its value below. */
function Figure({ label, value, tone }: { label: string; value: string; tone?: 'error' }) {
  return (
    <Box>
      <Typography variant="caption" component="p" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body1" component="p" color={tone === 'error' ? 'error' : undefined} sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The current loan's height on a line of figures (its heading, 28 px, 4 px apart from figures of 44 px): the
 * room it keeps while the customer's loans load and when there is none, so the tabs below do not move under
 * an agent's pointer when the loans answer.
 */
const LOAN_ROOM = 76;

/** The current loan's room while the customer's loans load: its heading and a row of figures. */
function CurrentLoanPlaceholder() {
  return (
    <Box aria-hidden sx={{ height: LOAN_ROOM }}>
      <Skeleton variant="rounded" width={200} height={24} sx={{ mt: '2px', mb: '6px' }} />
      <Stack direction="row" spacing={3}>
        {[0, 1, 2].map((figure) => (
          <Skeleton key={figure} variant="rounded" width={110} height={40} sx={{ my: '2px' }} />
        ))}
      </Stack>
    </Box>
  );
}

/** The customer's open loan at a glance: balance, arrears and since when, and the next instalment to come, from the ledger. */
function CurrentLoan({ customer }: { customer: CustomerRow }) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const loans = useCustomerLoans(customer.id);
  const [at] = useState(() => new Date());
  if (loans.isPending) return <CurrentLoanPlaceholder />;
  if (!loans.data) return null;
  const loan = currentLoan(loans.data, at);
  if (!loan)
    return (
      <Typography color="text.secondary" sx={{ minHeight: LOAN_ROOM }}>
        {translate(`${T}.noLoan`)}
      </Typography>
    );
  const money = (amount: number) => formatMoney(amount, loan.country);
  // From the ledger: arrears with the date they run from, and the next instalment only while it is still to come.
  const position = loanPosition(loan, at);
  const late = position.daysPastDue > 0;
  return (
    <Box component="section" aria-labelledby="current-loan-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
        <Typography id="current-loan-title" variant="subtitle1" component="h3">
          <MuiLink component={Link} to={`/loans/${loan.id}/show`}>
            {translate(`${T}.currentLoan`, { id: loan.id })}
          </MuiLink>
        </Typography>
        <Chip size="small" label={enumLabel('loanStatus', late ? 'overdue' : loan.status)} />
      </Stack>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Figure label={translate(`${T}.balance`)} value={money(position.balance)} />
        <Figure
          label={translate(`${T}.arrears`)}
          value={
            late
              ? `${money(position.arrears)} · ${translate(`${T}.daysLate`, { smart_count: position.daysPastDue })}`
              : translate(`${T}.upToDate`)
          }
          tone={late ? 'error' : undefined}
        />
        {position.overdueSince && (
          <Figure label={translate(`${T}.overdueSince`)} value={formatDate(position.overdueSince, loan.country)} tone="error" />
        )}
        {position.next && (
          <Figure
            label={translate(`${T}.nextInstalment`)}
            value={translate(`${T}.nextInstalmentValue`, {
              amount: money(position.next.amount),
              date: formatDate(position.next.expectedDate, loan.country),
            })}
          />
        )}
      </Stack>
    </Box>
  );
}

/**
 * The head of the customer 360: who the customer is, how to reach them, their flags and their
 * open loan, above the tabs, so an agent on a call reads the essentials without opening one.
 */
export function CustomerSummary() {
  const customer = useRecordContext<CustomerRow>();
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  if (!customer) return null;
  const status = currentStatus(customer);
  return (
    <Box
      component="section"
      aria-label={translate(`${T}.label`)}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'space-between', p: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {customer.firstName} {customer.lastName}
          </Typography>
          {status && <Chip size="small" color="primary" label={enumLabel('customerStatus', status)} />}
          {customer.vip && <Chip size="small" color="success" label={translate('resources.customers.fields.vip')} />}
          {customer.blacklisted && <Chip size="small" color="error" label={translate('resources.customers.fields.blacklisted')} />}
          {customer.deleted && (
            <Chip size="small" color="error" variant="outlined" label={translate('resources.customers.fields.deleted')} />
          )}
          {customer.collectionStatus && customer.collectionStatus !== 'none' && (
            <Chip
              size="small"
              color="error"
              variant="outlined"
              label={translate(`${T}.collection`, { status: enumLabel('collectionStatus', customer.collectionStatus) })}
            />
          )}
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <MuiLink href={`tel:${customer.mobilePhone}`}>{customer.mobilePhone}</MuiLink>
          <MuiLink href={`mailto:${customer.emailAddress}`} sx={{ overflowWrap: 'anywhere' }}>
            {customer.emailAddress}
          </MuiLink>
          <Typography variant="body2" color="text.secondary">
            {translate(customer.emailVerified ? `${T}.emailVerified` : `${T}.emailNotVerified`)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {enumLabel('country', customer.country)}
          </Typography>
        </Stack>
      </Box>
      <CurrentLoan customer={customer} />
    </Box>
  );
}
