import { SelectionCalls } from '../../../selection/SelectionCalls.tsx';
import { SELECTION_CALLS } from './selectionCalls.ts';

/** The bulk calls on the customers selected in the list (loaded once something is selected). */
export default function BulkActions(props: { ids: number[]; onDone: () => void }) {
  return <SelectionCalls {...props} field="customerIds" specs={SELECTION_CALLS} />;
}
