import { Typography } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';
import { useStaffName } from './useAgents.ts';

/** The staff member a record is assigned to, by name ("Agnes Agent", not "1"). */
export function AssigneeField({ source }: FieldProps & { source: string }) {
  const value: unknown = useFieldValue({ source });
  const name = useStaffName();
  return (
    <Typography component="span" variant="body2">
      {name(typeof value === 'number' ? value : null)}
    </Typography>
  );
}
