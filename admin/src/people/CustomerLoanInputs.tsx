import { useEffect, useRef } from 'react';
import { Stack } from '@mui/material';
import { SelectInput, required, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Loan } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { useEnumLabel } from '../fields/EnumField.tsx';
import { useFormatDate } from '../fields/locale.ts';
import { CustomerInput } from './CustomerInput.tsx';

interface CustomerLoanInputsProps {
  /** The loan must be chosen (an impediment, a signed agreement); otherwise it is optional. */
  loanRequired?: boolean;
  customerLabel?: string;
  loanLabel?: string;
}

/**
 * A loan found as staff know it: its customer by name or phone, then one of the customer's loans, newest
 * first, by amount, date and status; never a typed id. Fills `customerId` and `loanId`.
 */
export function CustomerLoanInputs({
  loanRequired = false,
  customerLabel = 'pronto.people.customer',
  loanLabel = 'pronto.people.loan',
}: CustomerLoanInputsProps) {
  const translate = useTranslate();
  const enumLabel = useEnumLabel();
  const formatDate = useFormatDate();
  const customerId = useWatch<{ customerId?: number | null }>({ name: 'customerId' });
  const chosen = typeof customerId === 'number';
  const { data: loans, isPending } = useGetList<Loan>(
    'loans',
    { filter: { customerId }, pagination: { page: 1, perPage: 50 }, sort: { field: 'issueDate', order: 'DESC' } },
    { enabled: chosen },
  );
  // Another customer: their loan is still to pick.
  const { setValue } = useFormContext();
  const shownFor = useRef(customerId);
  useEffect(() => {
    if (shownFor.current !== customerId) setValue('loanId', null);
    shownFor.current = customerId;
  }, [customerId, setValue]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }} sx={{ width: '100%' }}>
      <CustomerInput source="customerId" label={customerLabel} />
      <SelectInput
        source="loanId"
        label={loanLabel}
        disabled={!chosen}
        isPending={chosen && isPending}
        validate={loanRequired ? required() : undefined}
        choices={(loans ?? []).map((l) => ({
          id: l.id,
          name: translate('pronto.people.loanOption', {
            id: l.id,
            amount: formatMoney(l.amount, l.country),
            date: formatDate(l.issueDate, true),
            status: enumLabel('loanStatus', l.status),
          }),
        }))}
      />
    </Stack>
  );
}
