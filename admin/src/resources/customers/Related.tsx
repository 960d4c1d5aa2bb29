import './messages.ts'; // the tab labels it is given, registered before it renders
import type { ReactNode } from 'react';
import { DataTable, ReferenceManyField } from 'react-admin';
import { ListError, retryUnlessRefused } from '../../layout/ListError.tsx';

/** One object for good: the tab's read is not retried after a refusal. */
const READ_ONCE_IF_REFUSED = { retry: retryUnlessRefused };

/**
 * A list of the customer's records on a tab: a read the role may not make (403) says so in words
 * (`label`, the tab's) instead of loading for ever; a refusal is not retried.
 */
export function Related({ reference, label, children }: { reference: string; label: string; children: ReactNode }) {
  return (
    <ReferenceManyField
      reference={reference}
      target="customerId"
      perPage={10}
      pagination={undefined}
      queryOptions={READ_ONCE_IF_REFUSED}
      error={<ListError what={label} />}
    >
      <DataTable bulkActionButtons={false} rowClick="show">
        {children}
      </DataTable>
    </ReferenceManyField>
  );
}
