import type { CallSpec, Words } from '../../actions/calls/callSpec.ts';
import { CallActions } from '../../actions/calls/CallActions.tsx';
import { ADDRESS_CALLS } from './addressCalls.ts';
import { BANK_READ_CALLS, BANK_WRITE_CALLS } from './bankCalls.ts';
import { CARD_LIST_CALLS, CARD_WRITE_CALLS } from './cardCalls.ts';
import { COMMUNICATION_CALLS } from './communicationCalls.ts';
import { FINANCE_CALLS, RISK_CALLS } from './creditCalls.ts';
import { GROUP_CALLS } from './groupCalls.ts';
import { CHANGE_CALLS, SYSTEM_COMMENT_CALLS } from './historyCalls.ts';
import { JOURNEY_CALLS, LOAN_RECORD_CALLS, NEW_LOAN_CALLS } from './loanCalls.ts';
import { SIGN_IN_CALLS } from './signInCalls.ts';
import { COLLECTION_STATUS_CALLS, STATUS_CALLS } from './statusCalls.ts';

type Section = readonly [Words, readonly CallSpec[]];

/** The catalogue calls of each tab of the customer 360, in titled sections by job. */
const SECTIONS = {
  details: [[{ en: 'Sign-in and PIN', es: 'Acceso y PIN' }, SIGN_IN_CALLS]],
  addresses: [[{ en: 'Manage addresses', es: 'Gestionar direcciones' }, ADDRESS_CALLS]],
  communication: [[{ en: 'Contact and messages', es: 'Contacto y mensajes' }, COMMUNICATION_CALLS]],
  groups: [[{ en: 'Group membership', es: 'Pertenencia a grupos' }, GROUP_CALLS]],
  statuses: [
    [{ en: 'Sub-status, stage and blacklist', es: 'Subestado, etapa y lista negra' }, STATUS_CALLS],
    [{ en: 'Collection', es: 'Recobro' }, COLLECTION_STATUS_CALLS],
  ],
  comments: [[{ en: 'From the system', es: 'Del sistema' }, SYSTEM_COMMENT_CALLS]],
  finance: [[{ en: 'Credit limit and history', es: 'Límite de crédito e historial' }, FINANCE_CALLS]],
  risk: [[{ en: 'Credibility and risk score', es: 'Solvencia y puntuación de riesgo' }, RISK_CALLS]],
  loans: [
    [{ en: 'New loan', es: 'Nuevo préstamo' }, NEW_LOAN_CALLS],
    [{ en: 'Loans, reports and application', es: 'Préstamos, informes y solicitud' }, LOAN_RECORD_CALLS],
    [{ en: 'Credit journey and profitability', es: 'Recorrido de crédito y rentabilidad' }, JOURNEY_CALLS],
  ],
  cards: [
    [{ en: 'Add and validate cards', es: 'Añadir y validar tarjetas' }, CARD_WRITE_CALLS],
    [{ en: 'Card lists', es: 'Listas de tarjetas' }, CARD_LIST_CALLS],
  ],
  bankAccounts: [
    [{ en: 'Validate and scrape', es: 'Validar y leer el banco' }, BANK_WRITE_CALLS],
    [{ en: 'Linked accounts and tokens', es: 'Cuentas vinculadas y tokens' }, BANK_READ_CALLS],
  ],
  audit: [[{ en: 'Operations and changes', es: 'Operaciones y cambios' }, CHANGE_CALLS]],
} satisfies Record<string, readonly Section[]>;

export type CallTab = keyof typeof SECTIONS;

/** The call sections of one tab of the customer 360; each hides the calls the signed-in role may not make. */
export function TabCalls({ tab }: { tab: CallTab }) {
  return (
    <>
      {SECTIONS[tab].map(([title, specs]) => (
        <CallActions key={title.en} title={title} specs={specs} />
      ))}
    </>
  );
}
