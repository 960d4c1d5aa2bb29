import { Create, SimpleForm } from 'react-admin';
import { GroupInputs } from './GroupInputs.tsx';

/** A new customer group (a pricing or treatment tier). */
export default function GroupCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <GroupInputs />
      </SimpleForm>
    </Create>
  );
}
