import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { CustomerDetails } from '@pronto/api';
import { currentStatus } from '@pronto/domain';

/** The current status: the last entry of `statuses`. */
export function CustomerStatusField(_: { label?: string; sortable?: boolean; source?: string }) {
  const record = useRecordContext<CustomerDetails & { id: number }>();
  const status = currentStatus(record);
  return status ? <Chip size="small" label={status} /> : null;
}
