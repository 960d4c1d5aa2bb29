import { useState, type ReactElement, type ReactNode } from 'react';
import { Button as MuiButton, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { Button, Form, SaveButton, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
import { useRpc } from './useRpc.ts';

interface RpcDialogButtonProps<V extends FieldValues> {
  label: string;
  success: string;
  /** The form's inputs. */
  children: ReactNode;
  defaultValues?: Partial<V>;
  call: (dataProvider: ProntoDataProvider, values: V) => Promise<unknown>;
  icon?: ReactElement;
  disabled?: boolean;
}

/** A button opening a small form; submitting makes the RPC call, notifies and closes. */
export function RpcDialogButton<V extends FieldValues>({ label, success, children, defaultValues, call, icon, disabled }: RpcDialogButtonProps<V>) {
  const [open, setOpen] = useState(false);
  const translate = useTranslate();
  const { mutateAsync, isPending } = useRpc(call, success, () => setOpen(false));
  const titleId = `dialog-${label}`;
  // Widened for <Form>, which does not take the generic Partial<V>.
  const formDefaults: FieldValues | undefined = defaultValues;
  return (
    <>
      <MuiButton size="small" startIcon={icon} onClick={() => setOpen(true)} disabled={disabled}>
        {translate(label)}
      </MuiButton>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <Form
          // react-admin reads what onSubmit resolves to as field errors: resolve to nothing (useRpc notifies).
          onSubmit={async (values: FieldValues) => {
            await mutateAsync(values as V).catch(() => undefined);
          }}
          defaultValues={formDefaults}
        >
          <DialogTitle id={titleId}>{translate(label)}</DialogTitle>
          <DialogContent>{children}</DialogContent>
          <DialogActions>
            <Button label="ra.action.cancel" onClick={() => setOpen(false)} />
            <SaveButton label="pronto.common.submit" disabled={isPending} alwaysEnable icon={<></>} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
