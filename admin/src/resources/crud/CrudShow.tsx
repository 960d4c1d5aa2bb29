import { ShowGuesser } from '../../layout/RecordViews.tsx';

export default function CrudShow() {
  return <ShowGuesser />;
}
