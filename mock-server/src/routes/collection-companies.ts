import { validEmail } from '@pronto/domain';
import { invalid } from '../http.ts';
import type { Row } from '../types.ts';
import { bool, optStr } from '../validate.ts';

const MARKETS = ['GB', 'ES'];
const NAME_MAX = 100;

/**
 * The editable fields of a collection company from a create or an edit, checked (422 on the first wrong
 * one): a name of its own whatever the case, a market, an e-mail, a commission in percent (0 to 100).
 * Fields not sent are left out; fields staff do not edit are dropped.
 */
export function companyFields(body: Record<string, unknown>, others: readonly Row[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const name = optStr(body, 'name')?.trim();
  if (name !== undefined) {
    if (name.length < 2 || name.length > NAME_MAX) throw invalid(`name must be 2 to ${NAME_MAX} characters.`);
    const taken = others.find((c) => String(c.name).toLowerCase() === name.toLowerCase());
    if (taken) throw invalid(`A collection company named "${String(taken.name)}" already exists.`);
    out.name = name;
  }
  const country = optStr(body, 'country');
  if (country !== undefined) {
    if (!MARKETS.includes(country)) throw invalid('country must be GB or ES.');
    out.country = country;
  }
  if (body.email === '' || body.email === null) out.email = '';
  else {
    const email = optStr(body, 'email');
    if (email !== undefined) {
      const problem = validEmail()(email);
      if (problem) throw invalid(`email: ${problem}`);
      out.email = email.toLowerCase();
    }
  }
  if (body.commission !== undefined && body.commission !== null && body.commission !== '') {
    const commission = Number(body.commission);
    if (typeof body.commission === 'boolean' || !Number.isFinite(commission) || commission < 0 || commission > 100)
      throw invalid('commission must be a number from 0 to 100.');
    out.commission = commission;
  }
  const active = bool(body, 'active');
  if (active !== undefined) out.active = active;
  return out;
}
