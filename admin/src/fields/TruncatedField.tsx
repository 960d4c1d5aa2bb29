import { Typography } from '@mui/material';
import { useFieldValue, useRecordContext, type FieldProps } from 'react-admin';

interface TruncatedFieldProps extends FieldProps {
  /** The record's field; several are joined with a space (first and last name). */
  source: string;
  also?: string[];
  /** Widest the value may be before it is cut with an ellipsis. */
  maxWidth?: number | string;
}

/**
 * A text cut to one line with an ellipsis and the whole of it on hover (title): a 5,000-character
 * name or a long e-mail no longer widens the list past the screen.
 */
export function TruncatedField({ source, also = [], maxWidth = 240, emptyText = '-' }: TruncatedFieldProps) {
  const record = useRecordContext<Record<string, unknown>>();
  const first: unknown = useFieldValue({ source });
  const text = [first, ...also.map((key) => record?.[key])]
    .filter((part): part is string | number => typeof part === 'string' || typeof part === 'number')
    .join(' ')
    .trim();
  return (
    <Typography component="span" variant="body2" noWrap title={text || undefined} sx={{ display: 'block', maxWidth }}>
      {text || emptyText}
    </Typography>
  );
}
