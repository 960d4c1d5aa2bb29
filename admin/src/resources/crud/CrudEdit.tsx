import { EditGuesser } from 'react-admin';

export default function CrudEdit() {
  return <EditGuesser />;
}
