import { randomBytes, randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { CountryCode, CustomerDetails, Role } from '@pronto/api';
import { currentScope, reachRow, trackedDb, type RequestScope } from './change-tracking.ts';
import { claimDataFile, loadWithJournal, openStore, removeStaleTemps } from './journal.ts';
import { logMessage } from './message-log.ts';
import { createPhoneIndex, phoneKey } from './phone-index.ts';
import { hashClearSecrets, tokenDigest } from './security/secrets.ts';
import { generateDb, type SeedSize } from './seed/index.ts';
import {
  storedText,
  type CustomerRecord,
  type Db,
  type Row,
  type SmsRecord,
  type Stored,
  type StaffRecord,
  type TokenKind,
  type TokenRecord,
} from './types.ts';

export { phoneKey };

export const DEFAULT_DATA_FILE = fileURLToPath(new URL('../data/db.json', import.meta.url));
const TOKEN_LIFE_MS = 30 * 24 * 60 * 60 * 1000;

export interface ContextOptions {
  /** Where the data lives; null keeps it in memory only. Default: DATA_FILE or mock-server/data/db.json. */
  dataFile?: string | null;
  /** Seed size when seeding: 'full' (about 3000 customers) or 'small' (tests). */
  size?: SeedSize;
  /** Seed even when the data file exists (SEED_FRESH=1). */
  fresh?: boolean;
  /** Print SMS and e-mails on the console (default true outside tests). */
  quiet?: boolean;
}

export type Context = ReturnType<typeof createContext>;

/** The in-memory database, its persistence, auth tokens and the helpers every route shares. */
export function createContext(options: ContextOptions = {}) {
  const dataFile = options.dataFile === undefined ? (process.env.DATA_FILE ?? DEFAULT_DATA_FILE) : options.dataFile;
  const fresh = options.fresh ?? process.env.SEED_FRESH === '1';
  if (dataFile) {
    claimDataFile(dataFile);
    removeStaleTemps(dataFile);
  }
  const loaded = dataFile && !fresh ? loadWithJournal(dataFile) : null;
  const raw: Db = loaded ?? generateDb({ size: options.size ?? 'full' });
  const quiet = options.quiet ?? false;
  // Clear PINs, OTPs and passwords (a fresh seed, an older file) are hashed before anything is stored.
  hashClearSecrets(raw);
  giveLeadTokens(raw);
  const store = dataFile ? openStore(dataFile, raw) : null;
  // The data file starts as the whole state (a fresh seed, or the journal just replayed) and an empty journal.
  store?.compact();
  // Routes use the tracked db: the rows a request reaches are the ones its journal record compares.
  const db = trackedDb(raw, (name) => store?.markWhole(name));
  const maxIds = new Map<string, number>();
  const phones = createPhoneIndex(() => raw.customers);
  // Tests (and e2e's mock) compare every indexed lookup with a pass over the list: a route that
  // changes a phone without telling the index fails loudly there instead of quietly here.
  const verifyIndex = process.env.VITEST !== undefined || process.env.MOCK_VERIFY_INDEX === '1';

  /**
   * A collection's rows. `T` names the fields its rows carry for a route answering them as a contract
   * record (CallTypes): the data file is not checked, so it is the collection's expected shape, not a proof.
   */
  function rows<T extends object = Row>(name: string): Stored<T>[] {
    let list = db[name];
    if (!Array.isArray(list)) {
      list = [];
      db[name] = list;
    }
    return list as Stored<T>[];
  }

  const ctx = {
    db,
    dataFile,
    seeded: !loaded,
    /**
     * Marks data as changed. Inside a request, the rows the request reached are compared and recorded
     * when it ends (`commit`); outside one, `name` (or every collection) is recorded whole next time.
     */
    changed(name?: string): void {
      const scope = currentScope();
      if (scope) {
        scope.changed = true;
        if (name !== undefined) scope.whole?.add(name);
        return;
      }
      if (!store) return;
      for (const n of name === undefined ? Object.keys(raw) : [name]) store.markWhole(n);
    },
    /** Records a finished request's changes; resolves once they are on disk (at once without a data file). */
    commit(scope: RequestScope): Promise<void> {
      return store ? store.commit(scope) : Promise.resolve();
    },
    /** Writes pending changes and compacts the journal into the data file. */
    async flush(): Promise<void> {
      await store?.flush();
    },
    rows,
    now(): Date {
      return new Date();
    },
    nowIso(): string {
      return new Date().toISOString();
    },
    nextId(name: string): number {
      const list = rows(name);
      let max = maxIds.get(name);
      if (max === undefined) max = list.reduce((m, r) => (typeof r.id === 'number' && r.id > m ? r.id : m), 0);
      const lastId = list.at(-1)?.id;
      if (typeof lastId === 'number' && lastId > max) max = lastId;
      // The highest id ever given is kept with the data: an id is never given again after a delete
      // (a deleted customer's token must not open the next customer's account).
      // Read from the data file, so it may be missing or not an object; Db's type lists collections only.
      let counters: unknown = db.idCounters;
      if (typeof counters !== 'object' || counters === null || Array.isArray(counters)) db.idCounters = counters = {} as never;
      const given = (counters as Record<string, unknown>)[name];
      if (typeof given === 'number' && given > max) max = given;
      (counters as Record<string, number>)[name] = max + 1;
      maxIds.set(name, max + 1);
      return max + 1;
    },
    /** Appends a row with a new id and returns it. */
    insert<T extends object>(name: string, row: T): T & { id: number } {
      const stored = { ...row, id: ctx.nextId(name) };
      rows(name).push(stored);
      ctx.changed();
      return stored;
    },

    // --- auth tokens ---
    issueToken(kind: TokenKind, subjectId: number, role: Role | null = null, lifeMs = TOKEN_LIFE_MS): string {
      const token = randomBytes(24).toString('hex');
      const created = ctx.now();
      const record: TokenRecord = {
        id: ctx.nextId('tokens'),
        // Only the digest is stored: the data file holds no working session.
        token: tokenDigest(token),
        kind,
        subjectId,
        role,
        createdAt: created.toISOString(),
        expires: new Date(created.getTime() + lifeMs).toISOString(),
      };
      db.tokens.push(record);
      ctx.changed();
      return token;
    },
    /** Turns a live pending token (handover) into a customer session of the usual life. */
    promoteToken(token: string): void {
      const record = ctx.findToken(token);
      if (!record || record.kind !== 'handover') return;
      reachRow('tokens', record);
      record.kind = 'customer';
      record.expires = new Date(ctx.now().getTime() + TOKEN_LIFE_MS).toISOString();
      ctx.changed();
    },
    /** Ends every session of a customer or staff member (PIN or password change), but `keep` (the caller's own) when given. */
    revokeSessions(kind: TokenKind, subjectId: number, keep?: string): void {
      const now = ctx.nowIso();
      // Through filter: only the tokens it returns are recorded as reached (and compared when the request ends).
      const kept = keep === undefined ? null : tokenDigest(keep);
      for (const t of db.tokens.filter((t) => t.kind === kind && t.subjectId === subjectId && t.expires > now && t.token !== kept))
        t.expires = now;
      ctx.changed();
    },
    /** Ends one session. */
    revokeToken(token: string): void {
      const digest = tokenDigest(token);
      const record = db.tokens.find((t) => t.token === digest);
      if (record) record.expires = ctx.nowIso();
      ctx.changed();
    },
    /** The token's record if it exists and has not expired. */
    findToken(token: string | undefined | null): TokenRecord | null {
      if (!token) return null;
      const digest = tokenDigest(token);
      const record = db.tokens.find((t) => t.token === digest);
      if (!record || Date.parse(record.expires) <= Date.now()) return null;
      return record;
    },
    customerByToken(token: string | undefined | null): CustomerRecord | null {
      const record = ctx.findToken(token);
      if (!record || record.kind !== 'customer') return null;
      return ctx.customerById(record.subjectId);
    },
    staffById(staffId: number): StaffRecord | null {
      return db.staff.find((s) => s.id === staffId) ?? null;
    },

    // --- customers ---
    customerById(customerId: number): CustomerRecord | null {
      return byId(db.customers, customerId);
    },
    customerByPhone(phone: string, country?: string): CustomerRecord | null {
      const key = phoneKey(phone);
      if (!key) return null;
      const market = country ? normalizeCountry(country) : null;
      const accept = (c: CustomerRecord) => !c.deleted && (!market || c.country === market);
      // Through the tracked db, so the request is seen to reach the customers.
      const list = db.customers;
      const found = phones.find(key, accept);
      // Found through the index, not the list: the request reached it all the same.
      reachRow('customers', found);
      if (verifyIndex) {
        const scanned = list.find((c) => accept(c) && phoneKey(c.mobilePhone) === key) ?? null;
        if (scanned !== found) throw new Error(`phone index out of step for ${phone}: a route changed a phone without ctx.phoneChanged()`);
      }
      return found;
    },
    /** Call after changing a customer's mobilePhone in place (the phone index is rebuilt). */
    phoneChanged(): void {
      phones.stale();
    },
    customerByEmail(email: string): CustomerRecord | null {
      const lower = email.trim().toLowerCase();
      return db.customers.find((c) => !c.deleted && storedText(c.emailAddress).toLowerCase() === lower) ?? null;
    },
    /** What the apps see of a customer (no PIN, no back-office fields). */
    details(customer: CustomerRecord): CustomerDetails {
      // The risk score and stage staff set are the lender's own judgement (and name the staff member): never the customer's to see.
      const { pin: _pin, otp: _otp, otpExpires: _expires, workEmailVerifyCode: _code, riskScore: _risk, stage: _stage, ...rest } = customer;
      return rest;
    },
    newPin(): string {
      return String(randomInt(0, 10000)).padStart(4, '0');
    },

    // --- messages (never sent: stored and printed) ---
    sendSms(mobilePhone: string, text: string, customerId: number | null, country: CountryCode, type = 'pin'): SmsRecord {
      const sms = ctx.insert('smsHistory', {
        mobilePhone,
        text,
        createdAt: ctx.nowIso(),
        customerId,
        country,
        type,
        read: false,
        providerRef: randomBytes(12).toString('hex'),
      } satisfies Omit<SmsRecord, 'id'>);
      if (!quiet) logMessage(`[mock-server] SMS to ${mobilePhone}: ${text}`);
      return sms;
    },
    sendEmail(emailAddress: string, subject: string, text: string, customerId: number | null, type = 'notice') {
      const email = ctx.insert('emailHistory', {
        emailAddress,
        subject,
        text,
        createdAt: ctx.nowIso(),
        customerId,
        type,
        providerRef: randomBytes(12).toString('hex'),
      });
      if (!quiet) logMessage(`[mock-server] e-mail to ${emailAddress}: ${subject} — ${text}`);
      return email;
    },
  };
  return ctx;
}

/** A lead link's token: random, so a lead's data cannot be reached by guessing. */
export const newLeadToken = () => randomBytes(16).toString('hex');

/** Leads without a link token (the seed's, an older file) get one at load; it is saved with them. */
function giveLeadTokens(db: Db): void {
  const leads = db.leads;
  if (!Array.isArray(leads)) return;
  for (const lead of leads as Row[]) if (typeof lead.token !== 'string' || lead.token === '') lead.token = newLeadToken();
}

/** The row with this id: rows are stored in id order, so a binary search, checked, with a scan as fallback. */
export function byId<T extends { id: unknown }>(list: readonly T[], id: number): T | null {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const row = list[mid];
    if (!row || typeof row.id !== 'number') break;
    const at = row.id;
    if (at === id) return row;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return list.find((row) => row.id === id) ?? null;
}

export function normalizeCountry(code: unknown): CountryCode {
  const upper = String(code ?? '').toUpperCase();
  return upper === 'ES' || upper === 'ESP' ? 'ES' : 'GB';
}

/** The form's mobile phone of a market from any accepted spelling (UK adds the trunk 0). */
export function formPhone(phone: string, country: CountryCode): string {
  const digits = phone.replace(/\D/g, '');
  if (country === 'GB') {
    const national = digits.startsWith('44') && digits.length === 12 ? digits.slice(2) : digits;
    return national.startsWith('0') ? national : `0${national}`;
  }
  return digits.startsWith('34') && digits.length === 11 ? digits.slice(2) : digits;
}
