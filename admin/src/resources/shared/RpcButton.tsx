import type { ReactElement } from 'react';
import { Button } from 'react-admin';
import type { ProntoDataProvider } from '../../providers/dataProvider.ts';
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
  return (
    <Button label={label} onClick={() => mutate(params)} disabled={disabled || isPending}>
      {icon}
    </Button>
  );
}
