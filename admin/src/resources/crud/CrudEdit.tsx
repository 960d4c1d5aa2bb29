import { EditGuesser } from '../../layout/RecordViews.tsx';

// As the other record screens (a collection company): Save waits for the API, and Delete asks first and
// deletes at once, instead of an undo window that sends the call only when its notice closes.
export default function CrudEdit() {
  return <EditGuesser mutationMode="pessimistic" />;
}
