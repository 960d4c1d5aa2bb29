import { Chip } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { CustomerDetails } from '@pronto/api';
import { currentStatus } from '@pronto/domain';
import { useEnumLabel } from '../../fields/EnumField.tsx';

/** The current status (the last entry of `statuses`) in the console's language. */
export function CustomerStatusField(_: { label?: string; sortable?: boolean; source?: string }) {
  const record = useRecordContext<CustomerDetails & { id: number }>();
  const label = useEnumLabel();
  const status = currentStatus(record);
  return status ? <Chip size="small" label={label('customerStatus', status)} sx={{ alignSelf: 'flex-start' }} /> : null;
}
