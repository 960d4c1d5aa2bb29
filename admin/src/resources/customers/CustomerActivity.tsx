import './messages.ts'; // the feature's texts, registered before this renders
import { Box, List, ListItem, ListItemText, Link as MuiLink, Typography } from '@mui/material';
import { Link, useGetManyReference, useRecordContext, useTranslate } from 'react-admin';
import { useEnumLabel } from '../../fields/EnumField.tsx';
import { useFormatDate } from '../../fields/locale.ts';
import { useCustomerComments } from './useCustomerComments.ts';
import { customerActivity, type ActivityItem } from './activity.ts';
import type { CustomerRow } from './types.ts';
import { useCustomerLoans } from './useCustomerLoans.ts';

/** The newest records of one kind about the customer (ten are plenty for "latest"). */
function useLatest<T extends { id: number }>(reference: string, customerId: number | undefined, sortField = 'createdAt') {
  return useGetManyReference<T & { id: number }>(
    reference,
    { target: 'customerId', id: customerId, pagination: { page: 1, perPage: 10 }, sort: { field: sortField, order: 'DESC' } },
    // A source the role may not read (403) is left out of the activity rather than failing the page.
    { enabled: customerId !== undefined, retry: false },
  ).data;
}

/**
 * The customer's latest activity as a timeline (the customer 360): status changes, loans and
 * payments, messages sent, comments and tickets, newest first, each opening its record where it has one.
 */
export function CustomerActivity() {
  const customer = useRecordContext<CustomerRow>();
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const when = useFormatDate();
  const loans = useCustomerLoans(customer?.id).data;
  const sms = useLatest<{ id: number; createdAt: string; text: string; type?: string | null }>('smsHistory', customer?.id);
  const emails = useLatest<{ id: number; createdAt: string; subject?: string | null }>('emailHistory', customer?.id);
  const comments = useCustomerComments(customer?.id);
  const tickets = useLatest<{ id: number; createdAt?: string | null; subject?: string | null }>('tickets', customer?.id);
  if (!customer) return null;
  const items = customerActivity({ statuses: customer.statuses, loans, sms, emails, comments, tickets });
  const text = (item: ActivityItem) => {
    const { status } = item.args;
    if (item.kind === 'status') return translate(item.key, { ...item.args, status: enumLabel('customerStatus', status) });
    if (item.kind === 'loan') return translate(item.key, { ...item.args, status: enumLabel('loanStatus', status) });
    return translate(item.key, item.args);
  };
  return (
    <Box component="section" aria-labelledby="customer-activity-title" sx={{ p: 2 }}>
      <Typography id="customer-activity-title" variant="subtitle1" component="h2">
        {translate('resources.customers.activity.title')}
      </Typography>
      {items.length === 0 ? (
        <Typography color="text.secondary">{translate('resources.customers.activity.empty')}</Typography>
      ) : (
        <List dense disablePadding>
          {items.map((item, i) => (
            <ListItem key={`${item.kind}-${item.at}-${i}`} disableGutters divider>
              <ListItemText
                primary={
                  item.link ? (
                    <MuiLink component={Link} to={item.link}>
                      {text(item)}
                    </MuiLink>
                  ) : (
                    text(item)
                  )
                }
                secondary={<time dateTime={item.at}>{when(item.at)}</time>}
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
