import './messages.ts'; // the audit texts, registered before this renders
import type { AuditEntry } from '@pronto/api';
import { formatDate } from '../fields/locale.ts';
import { humanise, type Translate } from './changeWords.ts';

export { changeLines, humanise, type Translate } from './changeWords.ts';

/**
 * The i18n key of an audited call in words (`loan.deletePayment` -> `pronto.audit.calls.loan_deletePayment`);
 * a write through a console form (`rest.customers.patch`) by what it did: `pronto.audit.restCalls.patch`.
 */
export const actionKey = (callId: string) => {
  const rest = /^rest\.[^.]+\.(post|put|patch|delete)$/.exec(callId);
  return rest ? `pronto.audit.restCalls.${rest[1]}` : `pronto.audit.calls.${callId.replace(/[./]/g, '_')}`;
};

/** The i18n key and values of the record an entry worked on ("Loan 5"). */
export const targetOf = (entry: Pick<AuditEntry, 'targetType' | 'targetId'>) => ({
  key: `pronto.audit.targets.${entry.targetType}`,
  args: { id: entry.targetId },
});

/** What an entry did, to which record: "Customer details edited · Customer 8", "Edited · Loan definition 3". */
export function whatText(entry: Pick<AuditEntry, 'callId' | 'targetType' | 'targetId' | 'resource'>, translate: Translate): string {
  const target = targetOf(entry);
  const resource = entry.resource ?? '';
  const name = resource ? translate(`resources.${resource}.name`, { smart_count: 1, _: humanise(resource) }) : '';
  return `${translate(actionKey(entry.callId), { _: entry.callId })} · ${translate(target.key, { ...target.args, name })}`;
}

/** When an entry was made, in the console's language: 25/11/2026, 19:40. */
export const when = (iso: string, locale: string) => formatDate(iso, locale);
