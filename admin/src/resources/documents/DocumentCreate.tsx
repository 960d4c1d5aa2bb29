import './messages.ts'; // the screen's texts, registered before it renders
import '../../records/messages.ts'; // the field labels, registered before it renders
import { Create, FileField, FileInput, FormDataConsumer, SelectInput, SimpleForm, required } from 'react-admin';
import { UPLOADABLE_TYPES, UPLOAD_TYPES } from '../../providers/documents.ts';
import { CustomerInput } from '../../people/CustomerInput.tsx';
import { CustomerLoanInputs } from '../../people/CustomerLoanInputs.tsx';

const CHOICES = UPLOADABLE_TYPES.map((id) => ({ id, name: `resources.documents.types.${id}` }));

/**
 * Upload: a customer's document through a pre-signed slot and s3Upload, or a signed loan agreement
 * through loanAgreement/upload. Size and type are checked before sending and again by the mock.
 */
export default function DocumentCreate() {
  return (
    <Create redirect="show">
      <SimpleForm>
        <SelectInput source="type" choices={CHOICES} validate={required()} defaultValue="idDocument" />
        <FormDataConsumer<{ type?: string }>>
          {({ formData }) =>
            formData.type === 'signedLoanAgreement' ? (
              <CustomerLoanInputs loanRequired loanLabel="resources.documents.fields.loanId" />
            ) : (
              <CustomerInput source="customerId" label="resources.documents.fields.customerId" />
            )
          }
        </FormDataConsumer>
        <FileInput source="file" accept={Object.fromEntries(UPLOAD_TYPES.map((t) => [t, []]))} multiple={false} validate={required()}>
          <FileField source="src" title="title" />
        </FileInput>
      </SimpleForm>
    </Create>
  );
}
