import { CallActions } from '../../actions/calls/CallActions.tsx';
import { ChargebacksTable } from './ChargebacksTable.tsx';
import { AGREEMENT_CALLS, CERTIFICATE_CALLS } from './agreementCalls.ts';
import { COLLECTION_CALLS, DISCOUNT_CALLS } from './collectionCalls.ts';
import { EVENT_CALLS, HISTORY_CALLS } from './historyCalls.ts';
import { CHARGEBACK_CALLS, PAYMENT_CALLS, PAYMENT_RECORD_CALLS } from './paymentCalls.ts';
import { ISSUE_CALLS, LOAN_CHANGE_CALLS, QUOTE_CALLS } from './toolCalls.ts';

/** The payments tab's catalogue calls: take a payment, chargebacks, payment records. */
export function PaymentCalls() {
  return (
    <>
      <CallActions title={{ en: 'Take a payment', es: 'Cobrar' }} specs={PAYMENT_CALLS} />
      <CallActions title={{ en: 'Chargebacks', es: 'Contracargos' }} specs={CHARGEBACK_CALLS} />
      <ChargebacksTable />
      <CallActions title={{ en: 'Payment records', es: 'Registros de pagos' }} specs={PAYMENT_RECORD_CALLS} />
    </>
  );
}

/** The tools tab's catalogue calls, next to the rollover and restructure tools. */
export function ToolCalls() {
  return (
    <>
      <CallActions title={{ en: 'Quotes and calculations', es: 'Presupuestos y cálculos' }} specs={QUOTE_CALLS} />
      <CallActions title={{ en: 'Change the loan', es: 'Modificar el préstamo' }} specs={LOAN_CHANGE_CALLS} />
      <CallActions title={{ en: 'Issue checks and notices', es: 'Comprobaciones de emisión y avisos' }} specs={ISSUE_CALLS} />
    </>
  );
}

/** The agreement tab's catalogue calls: the agreement and the certificates. */
export function AgreementCalls() {
  return (
    <>
      <CallActions title={{ en: 'Agreement', es: 'Contrato' }} specs={AGREEMENT_CALLS} />
      <CallActions title={{ en: 'Certificates', es: 'Certificados' }} specs={CERTIFICATE_CALLS} />
    </>
  );
}

/** The history tab's catalogue calls: collection history and journey events. */
export function HistoryCalls() {
  return (
    <>
      <CallActions title={{ en: 'Collection history', es: 'Historial de recobro' }} specs={HISTORY_CALLS} />
      <CallActions title={{ en: 'Journey events', es: 'Eventos del recorrido' }} specs={EVENT_CALLS} />
    </>
  );
}

/** The other tab's catalogue calls, next to discounts, arrangements and impediments. */
export function OtherCalls() {
  return (
    <>
      <CallActions title={{ en: 'Discounts', es: 'Descuentos' }} specs={DISCOUNT_CALLS} />
      <CallActions title={{ en: 'Collections', es: 'Recobro' }} specs={COLLECTION_CALLS} />
    </>
  );
}
