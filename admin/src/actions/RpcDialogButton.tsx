import { useState, type ReactElement, type ReactNode } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, useRecordContext, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';
import { useRecordAtOpening } from './useRecordAtOpening.ts';
import { useRpc, type Success } from './useRpc.ts';

export interface RpcDialogButtonProps<V extends FieldValues, R = unknown> {
  label: string;
  success: Success<R>;
  /** The form's inputs. */
  children: ReactNode;
  defaultValues?: Partial<V>;
  call: (dataProvider: ProntoDataProvider, values: V) => Promise<R>;
  /** After the call succeeded (the dialog closes). */
  onDone?: (result: R) => void;
  icon?: ReactElement;
  disabled?: boolean;
  /** The submit button's label (default "Submit"). */
  submitLabel?: string;
}

/** A button opening a small form; submitting makes the RPC call, notifies and closes. Both buttons wait while it runs. */
export function RpcDialogButton<V extends FieldValues, R = unknown>({
  label,
  success,
  children,
  defaultValues,
  call,
  onDone,
  icon,
  disabled,
  submitLabel = 'pronto.common.submit',
}: RpcDialogButtonProps<V, R>) {
  const [open, setOpen] = useState(false);
  const [record, keepRecord] = useRecordAtOpening(useRecordContext());
  const translate = useTranslate();
  const { mutateAsync, isPending } = useRpc(call, success, (result) => {
    setOpen(false);
    onDone?.(result);
  });
  // An id, whatever the label (a key, or words with spaces from a call spec).
  const titleId = `dialog-${label.replace(/[^\w-]+/g, '-')}`;
  // Widened for <Form>, which does not take the generic Partial<V>.
  const formDefaults: FieldValues | undefined = defaultValues;
  return (
    <>
      <MuiButton
        size="small"
        startIcon={icon}
        onClick={() => {
          keepRecord();
          setOpen(true);
        }}
        disabled={disabled || isPending}
      >
        {translate(label, { _: label })}
      </MuiButton>
      <Dialog open={open} onClose={() => !isPending && setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form
          record={record}
          // react-admin reads what onSubmit resolves to as field errors: resolve to nothing (useRpc notifies).
          onSubmit={async (values: FieldValues) => {
            await mutateAsync(values as V).catch(() => undefined);
          }}
          defaultValues={formDefaults}
        >
          <DialogTitle id={titleId}>{translate(label, { _: label })}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} disabled={isPending} />
            {/* alwaysEnable wins over disabled in react-admin's SaveButton: it is dropped while the call runs. */}
            <SaveButton label={submitLabel} disabled={isPending} alwaysEnable={!isPending} icon={<></>} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
