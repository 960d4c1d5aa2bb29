import { RecordContextProvider } from 'react-admin';
import { CallActions } from '../actions/calls/CallActions.tsx';
import type { CallSpec } from '../actions/calls/callSpec.ts';

/**
 * A list's bulk calls on the selected records: the ids go into the record's `field` (a call's
 * `customerIds`, or the list an `each` spec sends one call per id of); done, the selection clears.
 */
export function SelectionCalls({
  ids,
  onDone,
  field,
  specs,
}: {
  ids: number[];
  onDone: () => void;
  field: string;
  specs: readonly CallSpec[];
}) {
  return (
    <RecordContextProvider value={{ id: 'selection', [field]: ids }}>
      <CallActions specs={specs} onDone={onDone} />
    </RecordContextProvider>
  );
}
