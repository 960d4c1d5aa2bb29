import { useLeaveConfirm } from '../chrome/leave-confirm.ts';
import { useLoad } from '../account/api.ts';

/**
 * Where the customer's loan application stands (loan.journey), with the leave-page confirm on: the
 * back button asks "Are you sure?" while an application is in progress.
 */
export function useFlow() {
  const journey = useLoad('loan.journey');
  const inProgress = journey.data?.loan?.status === 'requested' || journey.data?.loan?.status === 'approved';
  useLeaveConfirm(inProgress, () => undefined);
  return journey;
}
