import { describe, expect, it } from 'vitest';
import { loanAt } from '@pronto/domain';
import { addDays } from '../dates.ts';
import type { Db, Row } from '../types.ts';
import { currentStatusOf, generateDb } from './index.ts';

const DAYS = ['2026-11-25', '2027-03-10'] as const;
const books = new Map<string, Db>(DAYS.map((day) => [day, generateDb({ size: 'small', today: day })]));
const book = (day: string) => books.get(day) as Db;

const fixed = (db: Db) =>
  db.customers
    .filter((c) => /^(071000000\d\d|6000000\d\d)$/.test(c.mobilePhone))
    .map((c) => ({
      phone: c.mobilePhone,
      email: c.emailAddress,
      pin: c.pin,
      name: `${c.firstName} ${c.lastName}`,
      status: currentStatusOf(c),
    }));

describe.each(DAYS)('the seed for %s', (today) => {
  const db = book(today);
  const openLoans = db.loans.filter((l) => l.status === 'issued' || l.status === 'overdue');

  it("has today's applications in every state, due and paid instalments, tickets and scrape sessions", () => {
    const todays = db.loans.filter((l) => l.createdAt.slice(0, 10) === today);
    for (const status of ['requested', 'approved', 'declined', 'issued'])
      expect(
        todays.some((l) => l.status === status),
        status,
      ).toBe(true);
    expect(
      openLoans.some((l) => l.installments.some((i) => i.expectedDate === today)),
      'due today',
    ).toBe(true);
    expect(
      (db.tickets as Row[]).some((t) => String(t.createdAt).startsWith(today) && t.status === 'open'),
      'new ticket',
    ).toBe(true);
    expect(
      (db.scrapeSessions as Row[]).some((s) => String(s.createdAt).startsWith(today)),
      'scrape session',
    ).toBe(true);
    const week = addDays(today, -7);
    expect(
      db.loans.some(
        (l) => l.status === 'overdue' && l.statusHistory.some((h) => h.status === 'overdue' && h.createdAt.slice(0, 10) > week),
      ),
      "this week's collection work",
    ).toBe(true);
  });

  it('runs from 2016 and has nothing after today', () => {
    const days = db.loans.map((l) => l.issueDate).sort();
    expect(days[0]?.slice(0, 4)).toBe('2016');
    expect(days.at(-1)).toBe(today);
    expect(db.loans.every((l) => l.payments.every((p) => p.date <= today))).toBe(true);
  });

  it('leaves every issued loan as the ledger replay does on the day', () => {
    for (const loan of openLoans) {
      const replayed = loanAt(loan, `${today}T00:00:00Z`);
      expect(loan.installments, `loan ${loan.id}`).toEqual(replayed.installments);
      const late = loan.installments.some((i) => i.status === 'overdue' || (i.status === 'partiallyPaid' && i.expectedDate < today));
      expect(loan.status, `loan ${loan.id}`).toBe(late ? 'overdue' : 'issued');
    }
    expect(
      db.loans
        .filter((l) => l.status === 'issued')
        .every((l) => l.installments.every((i) => i.status === 'paid' || i.expectedDate >= today)),
    ).toBe(true);
  });
});

describe('two seeding days', () => {
  it('keep the same fixed accounts and staff', () => {
    const [a, b] = DAYS.map((day) => book(day));
    expect(fixed(a as Db)).toHaveLength(24);
    expect(fixed(b as Db)).toEqual(fixed(a as Db));
    expect((b as Db).staff).toEqual((a as Db).staff);
  });

  it('the same day gives the same book', () => {
    expect(JSON.stringify(generateDb({ size: 'small', today: DAYS[0] }))).toBe(JSON.stringify(book(DAYS[0])));
  });
});
