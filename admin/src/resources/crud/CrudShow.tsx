import { ShowGuesser } from 'react-admin';

export default function CrudShow() {
  return <ShowGuesser />;
}
