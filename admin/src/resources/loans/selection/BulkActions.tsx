import { SelectionCalls } from '../../../selection/SelectionCalls.tsx';
import { LOAN_SELECTION_CALLS } from './selectionCalls.ts';

/** The bulk calls on the loans selected in the list (loaded once something is selected). */
export default function BulkActions(props: { ids: number[]; onDone: () => void }) {
  return <SelectionCalls {...props} field="loanIds" specs={LOAN_SELECTION_CALLS} />;
}
