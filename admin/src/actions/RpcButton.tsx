import type { ReactElement } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ProntoDataProvider } from '../providers/dataProvider.ts';
import { useRpc } from './useRpc.ts';

interface RpcButtonProps<P> {
  label: string;
  success: string;
  params: P;
  call: (dataProvider: ProntoDataProvider, params: P) => Promise<unknown>;
  icon?: ReactElement;
  disabled?: boolean;
}

/** One click, one RPC call, one notification. */
export function RpcButton<P>({ label, success, params, call, icon, disabled }: RpcButtonProps<P>) {
  const { mutate, isPending } = useRpc(call, success);
  const translate = useTranslate();
  // A text button on every screen size: react-admin's Button shows only its icon on phones.
  return (
    <Button size="small" startIcon={icon} onClick={() => mutate(params)} disabled={disabled || isPending}>
      {translate(label)}
    </Button>
  );
}
