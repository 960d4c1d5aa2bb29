import { DeleteButton } from 'react-admin';
import { Edit } from '../../layout/RecordViews.tsx';
import { VersionedForm } from '../../layout/VersionedForm.tsx';
import { GROUP_FIELDS, GroupInputs } from './GroupInputs.tsx';

/**
 * A customer group's name and description. A group is shared by every customer in it and every colleague:
 * a save over a colleague's edit is refused (409, who and when) and shown, and what was typed stays.
 */
export default function GroupEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <VersionedForm fields={GROUP_FIELDS} actions={<DeleteButton mutationMode="pessimistic" />}>
        <GroupInputs />
      </VersionedForm>
    </Edit>
  );
}
