import { RecordContextProvider } from 'react-admin';
import { CallActions } from '../../../actions/calls/CallActions.tsx';
import { SELECTION_CALLS } from './selectionCalls.ts';

/** The bulk calls on the selected customers: their ids fill the calls' `customerIds`; done, the selection clears. */
export default function BulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  return (
    <RecordContextProvider value={{ id: 'selection', customerIds: ids }}>
      <CallActions specs={SELECTION_CALLS} onDone={onDone} />
    </RecordContextProvider>
  );
}
