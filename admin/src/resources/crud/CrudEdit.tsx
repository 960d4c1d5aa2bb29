import { EditGuesser } from '../../layout/RecordViews.tsx';

export default function CrudEdit() {
  return <EditGuesser />;
}
