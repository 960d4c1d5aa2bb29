/** Keys whose numbers are money (credit limit, income, amounts borrowed, paid, still owed, what settles a loan, what a rollover asks to pay now). */
const MONEY_KEY = /amount|income|limit|borrowed|paid|payNow|balance|total|principal|interest|fee|outstanding|owed|settlement/i;
/** An ISO date or date-time. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/;

/** What a value of an answer is, for writing it as staff read it. */
export type ValueKind = 'empty' | 'money' | 'date' | 'boolean' | 'text' | 'rows' | 'record';

/** The kind of `value` under `key`: money by the key's name, dates by their form, lists of records as rows. */
export function kindOf(key: string, value: unknown): ValueKind {
  if (value === null || value === undefined || value === '') return 'empty';
  // Ids (customerId) and counts (successfulRepaidLoans) are numbers, not money; totalPaid is money.
  if (typeof value === 'number') return MONEY_KEY.test(key) && !/(^id|Id)$|[Cc]ount|[Ll]oans$/.test(key) ? 'money' : 'text';
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'string') return ISO_DATE.test(value) ? 'date' : 'text';
  if (Array.isArray(value)) return value.every((v) => typeof v === 'object' && v !== null && !Array.isArray(v)) ? 'rows' : 'text';
  return 'record';
}

/** A key as words when the console has no label for it: `successfulRepaidLoans` -> "Successful repaid loans". */
export const keyWords = (key: string): string => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
