import { SelectionCalls } from '../../../selection/SelectionCalls.tsx';
import { TICKET_SELECTION_CALLS } from './selectionCalls.ts';

/** The bulk calls on the tickets selected in the list (loaded once something is selected). */
export default function BulkActions(props: { ids: number[]; onDone: () => void }) {
  return <SelectionCalls {...props} field="ticketIds" specs={TICKET_SELECTION_CALLS} />;
}
