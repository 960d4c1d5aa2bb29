import './messages.ts'; // the audit texts, registered before this renders
import '../records/messages.ts'; // the field labels of the loans, cards and tickets an entry may change
import type { AuditChange, AuditEntry } from '@pronto/api';
import { formatMoney } from '@pronto/countries';
import { enumKey, type EnumName } from '../fields/enums.ts';
import { formatDate, formatLocale } from '../fields/locale.ts';

/** react-admin's translate, as the words need it (the console's `useTranslate()`). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What an entry's changes are read with: its record's kind and market, the console's language. */
type Entry = Pick<AuditEntry, 'targetType' | 'changes'> & Partial<Pick<AuditEntry, 'resource' | 'country'>>;

/** The console resource whose field labels name an entry's fields (`resources.loans.fields.paidAmount`). */
const RESOURCE_OF: Record<AuditEntry['targetType'], string | null> = {
  customer: 'customers',
  loan: 'loans',
  card: 'cards',
  staff: 'staff',
  ticket: 'tickets',
  record: null,
};

/** Fields holding money: written in the record's currency (£126.01, 126,01 €). */
const MONEY = new Set([
  'amount',
  'principal',
  'interest',
  'fee',
  'lateInterest',
  'paidAmount',
  'monthlyIncome',
  'creditLimit',
  'amountMin',
  'amountMax',
  'minAmount',
  'maxAmount',
  'cost',
  'balance',
  'settlement',
  'creditLimitOverride',
  'writtenOff',
  'defaultAmount',
  'missedPaymentFee',
]);

/** Fields holding a code word, by the list they are in ('' for the record itself), and the enum naming it. */
const ENUM_OF: Record<string, EnumName> = {
  'customers/status': 'customerStatus',
  'loans/status': 'loanStatus',
  'installments/status': 'installmentStatus',
  'tickets/status': 'ticketStatus',
  'chargebacks/status': 'chargebackStatus',
  '*/collectionStatus': 'collectionStatus',
  '*/employmentStatus': 'employment',
  '*/gender': 'gender',
  '*/method': 'paymentMethod',
  '*/country': 'country',
  '*/addressType': 'addressType',
  '*/subStatus': 'subStatus',
  '*/stage': 'stage',
};

/** `lateInterest` -> "Late interest", `customer_address` -> "Customer address": a field with no label, in words. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** One step of a field path: `installments[16]` is `{ key: 'installments', id: 16 }`. */
interface Step {
  key: string;
  id: number | null;
}

/** `installments[16].paidAmount` -> [{ installments, 16 }, { paidAmount }]. */
export function stepsOf(path: string): Step[] {
  return path.split('.').map((part) => {
    const match = /^(.*?)\[(\d+)\]$/.exec(part);
    return match ? { key: match[1] ?? part, id: Number(match[2]) } : { key: part, id: null };
  });
}

/** Reads an entry's changes in the console's language. */
class Words {
  constructor(
    private readonly translate: Translate,
    private readonly locale: string,
    private readonly entry: Entry,
  ) {}

  get resource(): string | null {
    return RESOURCE_OF[this.entry.targetType] ?? this.entry.resource ?? null;
  }

  /** A field's label: the console's own (`resources.<resource>.fields.<key>`), else its name in words. */
  label(key: string): string {
    const resource = this.resource;
    const fallback = humanise(key);
    return resource ? this.translate(`resources.${resource}.fields.${key}`, { _: fallback }) : fallback;
  }

  /** A listed row: "Instalment 2", "Payment 10300", else "<List> 7". */
  row(list: string, id: number, number: number | undefined): string {
    if (list === 'installments' && number === undefined) return this.translate('pronto.audit.rows.installmentRef', { id });
    return this.translate(`pronto.audit.rows.${list}`, { id, number, _: `${humanise(list)} ${id}` });
  }

  /** A value as staff read it: money with its currency, dates in the console's language, code words and yes/no in words. */
  value(list: string, key: string, value: unknown): string {
    const t = this.translate;
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
      return t('pronto.common.none');
    if (value === '(hidden)') return t('pronto.audit.hidden');
    if (value === '(hidden, changed)') return t('pronto.audit.hiddenChanged');
    if (typeof value === 'boolean') return t(value ? 'pronto.common.yes' : 'pronto.common.no');
    if (typeof value === 'number') {
      if (MONEY.has(key))
        return this.entry.country
          ? formatMoney(value, this.entry.country)
          : value.toLocaleString(formatLocale(this.locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      return value.toLocaleString(formatLocale(this.locale));
    }
    if (typeof value === 'string') {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value, this.locale, true);
      if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return formatDate(value, this.locale);
      const name = ENUM_OF[`${list}/${key}`] ?? ENUM_OF[`*/${key}`];
      if (name) return t(enumKey(name, value), { _: humanise(value) });
      if (key === 'role') return t(`resources.staff.roles.${value}`, { _: humanise(value) });
      return value;
    }
    if (Array.isArray(value)) return value.map((v) => this.value(list, key, v)).join('; ');
    if (typeof value === 'object')
      return Object.entries(value as Record<string, unknown>)
        .filter(([k, v]) => k !== 'id' && v !== null && v !== undefined && v !== '')
        .map(([k, v]) => `${this.label(k)} ${this.value(key, k, v)}`)
        .join(', ');
    return String(value);
  }

  /** A field inside the record or one of its rows: nested objects as "Risk score › Score". */
  path(steps: Step[]): string {
    return steps.map((s) => this.label(s.key)).join(' › ');
  }

  /** `Label before → after`. */
  change(list: string, steps: Step[], change: AuditChange, separator: string): string {
    const key = steps.at(-1)?.key ?? '';
    return `${this.path(steps)}${separator}${this.value(list, key, change.before)} → ${this.value(list, key, change.after)}`;
  }

  /** What an added or removed row held, in a sentence where one fits ("£96.01 on 27/11/2026 (Card)"). */
  summary(list: string, fields: Map<string, unknown>): string {
    const v = (key: string) => this.value(list, key, fields.get(key));
    if (list === 'payments' && fields.has('amount'))
      return this.translate('pronto.audit.summary.payment', { amount: v('amount'), date: v('date'), method: v('method') });
    if (list === 'installments' && fields.has('expectedDate')) {
      const principal = Number(fields.get('principal') ?? 0);
      const interest = Number(fields.get('interest') ?? 0);
      return this.translate('pronto.audit.summary.installment', {
        amount: this.value(list, 'amount', principal + interest),
        date: v('expectedDate'),
      });
    }
    return [...fields]
      .filter(([key, value]) => !HIDDEN_IN_SUMMARY.has(key) && value !== null && value !== undefined && value !== '')
      .map(([key]) => `${this.label(key)} ${v(key)}`)
      .join(', ');
  }

  /** The changes of one listed row as one line: added, removed, or its fields before and after. */
  rowLine(list: string, id: number, changes: AuditChange[]): string {
    const number = changes.find((c) => c.rowNumber !== undefined)?.rowNumber;
    const row = this.row(list, id, number);
    const inRow = changes.map((c) => ({ change: c, steps: stepsOf(c.field).slice(1) }));
    const added = changes.every((c) => c.before === null || c.before === undefined);
    const removed = changes.every((c) => c.after === null || c.after === undefined);
    if (added !== removed) {
      // A row's own fields (`payments[7].amount`); nested ones are named by their path.
      const fields = new Map(inRow.map(({ change, steps }) => [steps.map((s) => s.key).join(' '), added ? change.after : change.before]));
      const details = this.summary(list, fields);
      return this.translate(added ? 'pronto.audit.added' : 'pronto.audit.removed', { row, details, _: row }).replace(/: $/, '');
    }
    return `${row}: ${inRow.map(({ change, steps }) => this.change(list, steps, change, ' ')).join(', ')}`;
  }
}

/** Fields an added row's summary leaves out: its ids and its place, already in its name. */
const HIDDEN_IN_SUMMARY = new Set(['id', 'loanId', 'customerId', 'number', 'deleted']);

/**
 * An entry's changes in words, one line per field of the record or per listed row it touched:
 * "Monthly income: £1,200.00 → £2,500.00", "Instalment 2: Paid £30.00 → £126.01",
 * "Payment 10300 added: £96.01 on 27/11/2026 (Card)". No line shows a field path.
 */
export function changeLines(entry: Entry, translate: Translate, locale: string): string[] {
  const words = new Words(translate, locale, entry);
  const lines: string[] = [];
  const rows = new Map<string, { list: string; id: number; changes: AuditChange[]; at: number }>();
  for (const change of entry.changes) {
    const steps = stepsOf(change.field);
    const first = steps[0];
    if (first && first.id !== null) {
      const key = `${first.key}[${first.id}]`;
      let row = rows.get(key);
      if (!row) {
        row = { list: first.key, id: first.id, changes: [], at: lines.length };
        rows.set(key, row);
        lines.push(key);
      }
      row.changes.push(change);
    } else {
      lines.push(words.change(words.resource ?? '', steps, change, ': '));
    }
  }
  // Each row's place held its key until all its changes were gathered.
  for (const row of rows.values()) lines[row.at] = words.rowLine(row.list, row.id, row.changes);
  return lines;
}
