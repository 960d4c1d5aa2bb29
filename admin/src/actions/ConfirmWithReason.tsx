import '../audit-trail/messages.ts'; // the confirmation texts, registered before it renders
import type { ReactNode } from 'react';
import { DialogContentText } from '@mui/material';
import { TextInput, maxLength, required, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';
import { RpcDialogButton, type RpcDialogButtonProps } from './RpcDialogButton.tsx';

/** What every confirmed action sends besides its own values: the reason, for the audit trail. */
export type Reasoned<V> = V & { reason: string };

interface ConfirmWithReasonProps<V extends FieldValues, R> extends Omit<
  RpcDialogButtonProps<Reasoned<V>, R>,
  'children' | 'submitLabel' | 'call'
> {
  /** The i18n key of the question: what will happen, in words (e.g. "Delete payment 12 of loan 5?"). */
  message: string;
  messageArgs?: Record<string, unknown>;
  /** The action's own inputs (an amount, a date), shown above the reason. */
  children?: ReactNode;
  call: (dataProvider: ProntoDataProvider, values: Reasoned<V>) => Promise<R>;
}

/** Blank or only spaces is no reason (the server refuses it too). */
const notBlank = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? undefined : 'ra.validation.required');
const validateReason = [required(), notBlank, maxLength(500)];

/**
 * The one confirmation of an action that cannot be undone or moves money (docs/decisions.md,
 * "Confirmation rule"): a dialog that says what will happen and asks for a reason, which is required
 * and travels with the call to the audit trail. The buttons wait while the call runs.
 */
export function ConfirmWithReason<V extends FieldValues = Record<string, never>, R = unknown>({
  message,
  messageArgs,
  children,
  label,
  ...rest
}: ConfirmWithReasonProps<V, R>) {
  const translate = useTranslate();
  return (
    <RpcDialogButton<Reasoned<V>, R> label={label} submitLabel="pronto.audit.confirm" {...rest}>
      <DialogContentText sx={{ mb: 2 }}>{translate(message, { _: message, ...messageArgs })}</DialogContentText>
      {children}
      <TextInput
        source="reason"
        label="pronto.audit.reason"
        helperText="pronto.audit.reasonHelp"
        validate={validateReason}
        multiline
        minRows={2}
        fullWidth
      />
    </RpcDialogButton>
  );
}
