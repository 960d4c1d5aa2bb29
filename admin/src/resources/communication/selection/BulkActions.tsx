import { SelectionCalls } from '../../../selection/SelectionCalls.tsx';
import { TEMPLATE_SELECTION_CALLS } from '../templateCalls.ts';

/** The bulk calls on the templates selected in the list (loaded once something is selected). */
export default function BulkActions(props: { ids: number[]; onDone: () => void }) {
  return <SelectionCalls {...props} field="templateIds" specs={TEMPLATE_SELECTION_CALLS} />;
}
