import { Chip, Typography } from '@mui/material';
import { useFieldValue, useTranslate, type FieldProps } from 'react-admin';
import { enumKey, type EnumName } from './enums.ts';

/** The translated word of an enum value ("Full-time employed", "Aprobado"); an unknown value shows as it is. */
export function useEnumLabel(): (name: EnumName, value: unknown) => string {
  const translate = useTranslate();
  return (name, value) =>
    value === null || value === undefined || value === '' ? '' : translate(enumKey(name, String(value)), { _: String(value) });
}

interface EnumFieldProps extends FieldProps {
  source: string;
  /** Which list of values the field holds (pronto.enums.<name>). */
  name: EnumName;
  /** Shown as a chip (statuses) rather than as text. */
  chip?: boolean;
}

/** An enum value in the console's language, never the code word (fullTimeEmployed, securityChecked). */
export function EnumField({ source, name, chip, emptyText = '-' }: EnumFieldProps) {
  const value: unknown = useFieldValue({ source });
  const label = useEnumLabel()(name, value);
  if (!label)
    return (
      <Typography component="span" variant="body2">
        {emptyText}
      </Typography>
    );
  return chip ? (
    <Chip size="small" label={label} />
  ) : (
    <Typography component="span" variant="body2">
      {label}
    </Typography>
  );
}
