import { ListGuesser, SearchInput } from 'react-admin';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function CrudList() {
  return <ListGuesser filters={filters} />;
}
