import './messages.ts'; // the feature's texts, registered before this renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** Header row of a loan tab's table: one translated cell per loan field, plus an empty actions cell. */
export function LoanTableHead({ columns }: { columns: readonly string[] }) {
  const translate = useTranslate();
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell key={c}>{translate(`resources.loans.fields.${c}`)}</TableCell>
        ))}
        <TableCell />
      </TableRow>
    </TableHead>
  );
}
