import './messages.ts'; // the feature's texts, registered before this renders
import { SelectInput, required } from 'react-admin';
import type { BookLoan } from '../../providers/collections.ts';
import { RpcButton } from '../../actions/RpcButton.tsx';
import { RpcDialogButton } from '../../actions/RpcDialogButton.tsx';
import { useActiveCompanies, useCams } from './useCollections.ts';

/** Assign / unassign one overdue loan to an agent and to a collection company. */
export function BookActions({ loan, onDone }: { loan: BookLoan; onDone: () => void }) {
  const cams = useCams();
  const companies = useActiveCompanies();
  const loanId = loan.id;
  const then = (p: Promise<unknown>) => p.then((r) => (onDone(), r));
  return (
    <>
      <RpcDialogButton<{ staffId: number }>
        label="resources.collections.actions.assignToCam"
        success="resources.collections.notifications.assigned"
        defaultValues={loan.assignedCamId ? { staffId: loan.assignedCamId } : undefined}
        call={(dp, v) => then(dp.assignToCam('loans', { loanId, staffId: Number(v.staffId) }))}
      >
        <SelectInput
          source="staffId"
          label="resources.collections.fields.agent"
          choices={(cams.data ?? [])
            .filter((c) => c.country === loan.country)
            .map((c) => ({ id: c.id, name: `${c.fullName} (${c.emailAddress})` }))}
          validate={required()}
        />
      </RpcDialogButton>
      {loan.assignedCamId ? (
        <RpcButton
          label="resources.collections.actions.unassignFromCam"
          success="resources.collections.notifications.unassigned"
          params={{ loanId }}
          call={(dp, p) => then(dp.unassignFromCam('loans', p))}
        />
      ) : null}
      <RpcDialogButton<{ collectionCompanyId: number }>
        label="resources.collections.actions.assignCompany"
        success="resources.collections.notifications.companyAssigned"
        call={(dp, v) => then(dp.assignCompany('loans', { loanId, collectionCompanyId: Number(v.collectionCompanyId) }))}
      >
        <SelectInput
          source="collectionCompanyId"
          label="resources.collections.fields.company"
          choices={(companies.data ?? []).filter((c) => !c.country || c.country === loan.country).map((c) => ({ id: c.id, name: c.name }))}
          validate={required()}
        />
      </RpcDialogButton>
      {loan.collectionCompanyId ? (
        <RpcButton
          label="resources.collections.actions.unassignCompany"
          success="resources.collections.notifications.companyUnassigned"
          params={{ loanId }}
          call={(dp, p) => then(dp.unassignCompany('loans', p))}
        />
      ) : null}
    </>
  );
}
