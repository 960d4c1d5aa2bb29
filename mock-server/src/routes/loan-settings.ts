import type { Context } from '../context.ts';
import { invalid, type Call } from '../http.ts';
import { optStr, str } from '../validate.ts';
import { isValidIban } from './bankscraper.ts';
import { crud } from './crud.ts';
import type { Routes } from './define.ts';
import { registerLoanSettingCalls } from './loan-settings-calls.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function dayOf(call: Call): string {
  const date = str(call.body, 'date').slice(0, 10);
  if (!DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10) !== date)
    throw invalid('date must be a day (YYYY-MM-DD).');
  return date;
}

function countryOf(call: Call): string {
  const country = str(call.body, 'country');
  if (country !== 'GB' && country !== 'ES') throw invalid('country must be GB or ES.');
  return country;
}

/** Holidays and freeze days (one per country and day), and the public IBAN check. */
export function registerLoanSettingRoutes(routes: Routes, ctx: Context): void {
  for (const [collection, label, list, post, put] of [
    ['holidays', 'Holiday', 'loan.hollidays', 'loan.holliday', 'loan.holliday.put'],
    ['freezeDays', 'Freeze day', 'loan.freezeDay.get', 'loan.freezeDay', 'loan.freezeDay.put'],
  ] as const) {
    const days = crud(ctx, collection, label);
    routes.id(list, (call) => {
      const country = optStr(call.query, 'country');
      return days.list((d) => !country || d.country === country).sort((a, b) => String(a.date).localeCompare(String(b.date)));
    });
    routes.id(post, (call) => {
      const date = dayOf(call);
      const country = countryOf(call);
      if (days.list((d) => d.date === date && d.country === country).length)
        throw invalid(`${date} is already a ${label.toLowerCase()} in ${country}.`);
      return days.create({ ...call, body: { ...call.body, date, country } }, []);
    });
    routes.id(put, (call) => {
      if (call.body.date !== undefined) call.body.date = dayOf(call);
      return days.update(call);
    });
  }
  routes.id('loan.IbanValidation', (call) => {
    const iban = str(call.body, 'iban').replace(/\s/g, '').toUpperCase();
    return { iban, valid: isValidIban(iban), country: iban.slice(0, 2) };
  });
  registerLoanSettingCalls(routes, ctx);
}
