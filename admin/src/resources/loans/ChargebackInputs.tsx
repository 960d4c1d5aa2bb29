import { useQuery } from '@tanstack/react-query';
import { SelectInput } from 'react-admin';
import type { Payment } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import type { CallInputProps, Words } from '../../actions/calls/callSpec.ts';
import { say } from '../../actions/calls/words.ts';
import { useFormatDate } from '../../fields/locale.ts';
import { rpc } from '../../providers/rpc.ts';

/** What the chargeback pickers and table say, in the console's two languages (loaded with the loan page). */
export const CHARGEBACK_WORDS = {
  paymentOption: { en: 'Payment %{id} · %{amount} · %{date}', es: 'Pago %{id} · %{amount} · %{date}' },
  noCardPayments: {
    en: 'This loan has no card payment to charge back.',
    es: 'Este préstamo no tiene pagos con tarjeta sobre los que registrar un contracargo.',
  },
  chargebackOption: {
    en: 'Chargeback %{id} · payment %{paymentId} · %{amount} · %{date}',
    es: 'Contracargo %{id} · pago %{paymentId} · %{amount} · %{date}',
  },
  noOpenChargebacks: { en: 'This loan has no open chargeback.', es: 'Este préstamo no tiene contracargos abiertos.' },
} satisfies Record<string, Words>;

const countryOf = (record?: Readonly<Record<string, unknown>>) => (typeof record?.country === 'string' ? record.country : 'GB');

/** The loan's chargebacks (loan.chargeback/list), newest first; only the open ones with `open`. */
export function useChargebacks(loanId: unknown, open = false) {
  return useQuery({
    queryKey: ['loan.chargeback/list', loanId, open ? 'open' : 'all'],
    queryFn: () => rpc('loan.chargeback/list', { data: { loanId: Number(loanId), ...(open ? { status: 'open' as const } : {}) } }),
    enabled: typeof loanId === 'number',
  });
}

/** A select among `choices` that says `empty` when there is nothing to pick. */
function Picker({
  empty,
  isPending = false,
  ...props
}: Omit<CallInputProps, 'record' | 'lang'> & { choices: { id: number; name: string }[]; isPending?: boolean; empty: string }) {
  const none = !isPending && props.choices.length === 0;
  return <SelectInput {...props} isPending={isPending} helperText={none ? empty : undefined} fullWidth />;
}

/** One of the loan's live card payments (a card issuer can charge back only those), newest first: never a typed payment number. */
export function CardPaymentInput({ source, label, validate, record, lang }: CallInputProps) {
  const formatDate = useFormatDate();
  const payments = Array.isArray(record?.payments) ? (record.payments as Payment[]) : [];
  const choices = payments
    .filter((p) => !p.deleted && p.method !== 'manual')
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((p) => ({
      id: p.id,
      name: say(CHARGEBACK_WORDS.paymentOption, lang, {
        id: p.id,
        amount: formatMoney(p.amount, countryOf(record)),
        date: formatDate(p.date, true),
      }),
    }));
  return <Picker {...{ source, label, validate, choices }} empty={CHARGEBACK_WORDS.noCardPayments[lang]} />;
}

/** One of the loan's open chargebacks, by its payment, amount and date. */
export function OpenChargebackInput({ source, label, validate, record, lang }: CallInputProps) {
  const formatDate = useFormatDate();
  const { data, isPending } = useChargebacks(record?.id, true);
  const choices = (data ?? []).map((c) => ({
    id: c.id,
    name: say(CHARGEBACK_WORDS.chargebackOption, lang, {
      id: c.id,
      paymentId: c.paymentId,
      amount: formatMoney(c.amount, countryOf(record)),
      date: formatDate(c.createdAt, true),
    }),
  }));
  return <Picker {...{ source, label, validate, choices, isPending }} empty={CHARGEBACK_WORDS.noOpenChargebacks[lang]} />;
}
