import { Alert } from '@mui/material';
import { useState, type ReactElement, type ReactNode } from 'react';
import {
  HttpError,
  SaveButton,
  SimpleForm,
  Toolbar,
  useEditContext,
  useNotify,
  useRecordContext,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type RaRecord,
  type SimpleFormProps,
} from 'react-admin';
import { useWatch } from 'react-hook-form';

/**
 * What a refetch of the record does to the form: react-admin resets the form whenever its record changes
 * (a late refetch, the refetch after a refused save); the fields a person has typed in keep what they
 * typed, the others take the new values. One object for good: react-admin resets the form again each
 * time this object changes.
 */
export const KEEP_TYPED = { keepDirtyValues: true } as const;

/** The answer to a save from an older version of the record (the mock's versions.ts). */
export const STALE_SAVE = 409;

/** The record's version an edit starts from (0 for a record never edited through a versioned call). */
export function versionOf(record: Partial<RaRecord> | undefined): number {
  return typeof record?.version === 'number' ? record.version : 0;
}

/**
 * A field of a versioned form as the refusal lists it: its source, shown as text (booleans in words, lists
 * joined), or with `show`, a react-admin field of the record (a reference's name, a date in the user's
 * format, labels of choices).
 */
export type VersionedField = string | { source: string; show: ReactElement };

const sourceOf = (field: VersionedField): string => (typeof field === 'string' ? field : field.source);

interface Stale {
  message: string;
  /** The version the refused save started from: the newer values are shown once the record is newer. */
  from: number;
}

/**
 * An edit form of a record the API versions (a customer's details, a staff member): it never refills over
 * what a person typed (KEEP_TYPED), and a save refused because someone saved first (409, who and when)
 * shows that message above the fields with the values saved since, read again; typed values stay, so
 * saving again, knowingly, keeps them. Use it inside an `<Edit mutationMode="pessimistic">`: an undoable
 * save would be lost with the tab and could not show the refusal.
 */
export function VersionedForm({
  fields,
  actions,
  children,
  ...props
}: Omit<SimpleFormProps, 'toolbar'> & { fields: readonly VersionedField[]; actions?: ReactNode }) {
  const [stale, setStale] = useState<Stale | null>(null);
  return (
    <SimpleForm resetOptions={KEEP_TYPED} toolbar={<VersionedToolbar onStale={setStale} actions={actions} />} {...props}>
      {stale && <StaleNotice stale={stale} fields={fields} />}
      {children}
    </SimpleForm>
  );
}

/**
 * Save (and the form's other `actions`, a Delete), and on a refused stale save: remember the message and read
 * the record again.
 */
function VersionedToolbar({ onStale, actions }: { onStale: (stale: Stale) => void; actions?: ReactNode }) {
  const { refetch, record } = useEditContext();
  const notify = useNotify();
  // This replaces react-admin's own handling of a refused save, so any other refusal (a 422's sentence) is
  // said here as react-admin would say it.
  const onError = (error: unknown) => {
    if (!(error instanceof HttpError) || error.status !== STALE_SAVE) {
      notify(error instanceof Error && error.message ? error.message : 'ra.notification.http_error', { type: 'error' });
      return;
    }
    onStale({ message: error.message, from: versionOf(record) });
    void refetch();
  };
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton type="button" mutationOptions={{ onError }} />
      {actions}
    </Toolbar>
  );
}

/** A value compared between the record and the form: lists and objects by their contents. */
const comparable = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** Who changed the record and when, and, once it is read again, the values saved since that differ from the form's. */
function StaleNotice({ stale, fields }: { stale: Stale; fields: readonly VersionedField[] }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const values = useWatch() as Record<string, unknown>;
  const translate = useTranslate();
  const label = useTranslateLabel();
  const newer =
    record && versionOf(record) !== stale.from
      ? fields.filter((f) => comparable(record[sourceOf(f)]) !== comparable(values[sourceOf(f)]))
      : [];
  const asText = (value: unknown): string =>
    typeof value === 'boolean'
      ? translate(value ? 'ra.boolean.true' : 'ra.boolean.false')
      : Array.isArray(value)
        ? value.map(String).join(', ')
        : comparable(value);
  return (
    <Alert severity="warning" role="alert" data-testid="stale-save" sx={{ mb: 2, width: '100%' }}>
      {stale.message}
      {newer.length > 0 && record && (
        <>
          <br />
          {translate('pronto.edits.savedNow')}
          <ul style={{ margin: 0 }}>
            {newer.map((f) => (
              <li key={sourceOf(f)}>
                {label({ source: sourceOf(f), resource })}: {typeof f === 'string' ? asText(record[f]) : f.show}
              </li>
            ))}
          </ul>
        </>
      )}
    </Alert>
  );
}
