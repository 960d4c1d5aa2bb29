/** SMS types that carry a customer's secret: the PIN at registration, a new or forgotten PIN, a one-time code. */
const SECRET_TYPES = new Set(['pin', 'forgotPin', 'otp']);
/** Words of a message carrying a code, when its type is not known (both markets). */
const SECRET_WORDS = /\bPIN\b|one-time code|c[oó]digo/i;

/** An SMS as staff may read it: the digits of a PIN or one-time code hidden, so no staff member learns a customer's PIN. */
export function smsTextForStaff(text: string, type?: string | null): string {
  const secret = type ? SECRET_TYPES.has(type) : SECRET_WORDS.test(text);
  return secret ? text.replace(/\d{4,8}/g, '••••') : text;
}

/** A row of an answer with its `text` written for staff when it is an SMS carrying a code. */
export function rowForStaff<T extends Record<string, unknown>>(row: T): T {
  return typeof row.text === 'string' && ('type' in row || 'mobilePhone' in row)
    ? { ...row, text: smsTextForStaff(row.text, typeof row.type === 'string' ? row.type : undefined) }
    : row;
}
