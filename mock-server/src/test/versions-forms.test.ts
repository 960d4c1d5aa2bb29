import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { whenText } from '../versions.ts';
import { startMock, type Mock } from './harness.ts';

/* The last edit forms of shared records to check the version an edit started from (versions.ts): complaint
 * cases, template channels, scheduled marketing sends, segments, an agent's permissions and customer groups.
 * Each: a save from the current version passes and bumps it; one from an older version is 409 naming who
 * and when and changes nothing (read back through the record's own read call); no version is not checked;
 * a version that is not a whole number is 422. */

let mock: Mock;
let admin: string;

beforeAll(async () => {
  mock = await startMock();
  admin = await mock.staffToken();
});
afterAll(() => mock.close());

type Row = { id: number; version?: number; updatedBy?: string; updatedAt?: string } & Record<string, unknown>;

/** One versioned form's record as the tests drive it through the catalogue. */
interface Form {
  /** The name the refusal gives the record ("This <what> was changed by …"). */
  what: string;
  /** The market whose clock the refusal's time is told in. */
  country: 'GB' | 'ES';
  /** The field each save changes, and a value for each save. */
  field: string;
  values: [unknown, unknown, unknown];
  /** Makes the record to edit; answers its id. */
  make(): Promise<number>;
  /** The save call with the body fields besides the changed one (the id and whatever else the call needs). */
  save(id: number, body: Record<string, unknown>): Promise<{ status: number; body: { data: Row; errors?: { message: string }[] } }>;
  /** The record read back through the catalogue's read call. */
  read(id: number): Promise<Row | undefined>;
}

const stamp = Date.now() % 1_000_000;
let made = 0;
/** A name no other record of the run has (names of channels, segments and groups are unique). */
const unique = (name: string) => `${name} ${stamp} ${(made += 1)}`;
const stale = (what: string, row: Row, country: 'GB' | 'ES') =>
  `This ${what} was changed by Alex Admin at ${whenText(row.updatedAt!, country)}. Their values are shown now: check them and save again to keep yours.`;
const listed = async (path: string, id: number) =>
  ((await mock.api('get', path, undefined, admin)).body.data as Row[]).find((r) => r.id === id);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

const FORMS: Record<string, Form> = {
  'a complaint case (customer.complaintCase.put)': {
    what: 'complaint case',
    country: 'GB',
    field: 'subject',
    values: ['Charged twice', 'Charged three times', 'Charged by mistake'],
    make: async () => (await mock.api('post', '/api/customer/complaintCase', { customerId: 4, subject: 'Charged' }, admin)).body.data.id,
    save: (id, body) => mock.api('put', '/api/customer/complaintCase', { complaintCaseId: id, ...body }, admin),
    read: (id) => listed('/api/customer/complaintCases?customerId=4', id),
  },
  'a template channel (communication.CommTemplateChannel.put)': {
    what: 'template channel',
    country: 'GB',
    field: 'description',
    values: ['Push notices', 'In-app notices', 'Web notices'],
    make: async () =>
      (
        await mock.api(
          'post',
          '/api/communication/CommTemplateChannel',
          { name: unique('push').replaceAll(' ', '-'), description: 'Push' },
          admin,
        )
      ).body.data.id,
    save: (id, body) => mock.api('put', '/api/communication/CommTemplateChannel', { id, ...body }, admin),
    read: (id) => listed('/api/communication/CommTemplateChannel', id),
  },
  'a scheduled marketing send (communication.insertMarketingScheduled with an id)': {
    what: 'scheduled marketing send',
    country: 'GB',
    field: 'name',
    values: ['Spring offer', 'Summer offer', 'Autumn offer'],
    make: async () => {
      const send = { name: 'Offer', templateId: 8, segmentId: await segment('Offer audience'), scheduledAt: tomorrow() };
      return (await mock.api('post', '/api/communication/insertMarketingScheduled', send, admin)).body.data.id;
    },
    save: async (id, body) => {
      const row = (await mock.api('get', `/api/communication/getMarketingScheduledById/${id}`, undefined, admin)).body.data as Row;
      const { templateId, segmentId, scheduledAt, name } = row;
      return mock.api(
        'post',
        '/api/communication/insertMarketingScheduled',
        { id, templateId, segmentId, scheduledAt, name, ...body },
        admin,
      );
    },
    read: async (id) => (await mock.api('get', `/api/communication/getMarketingScheduledById/${id}`, undefined, admin)).body.data,
  },
  'a segment (communication.insertSegment with an id)': {
    what: 'segment',
    country: 'GB',
    field: 'description',
    values: ['Londoners', 'Mancunians', 'Liverpudlians'],
    make: () => segment('Cities'),
    save: async (id, body) => {
      const { name, criteria } = (await mock.api('get', `/api/communication/getSegmentById/${id}`, undefined, admin)).body.data as Row;
      return mock.api('post', '/api/communication/insertSegment', { id, name, criteria, ...body }, admin);
    },
    read: async (id) => (await mock.api('get', `/api/communication/getSegmentById/${id}`, undefined, admin)).body.data,
  },
  "an agent's permissions (membership.setCamBusinessOperationPermission)": {
    what: 'permission set',
    // Carmen Cobradora works in Spain: the time is told in Madrid's.
    country: 'ES',
    field: 'operations',
    values: [['discount'], ['rollover'], ['manualPayment']],
    make: () => Promise.resolve(8),
    save: (id, body) => mock.api('post', '/api/membership/setCamBusinessOperationPermission', { staffId: id, ...body }, admin),
    read: async (id) =>
      ((await mock.api('get', '/api/membership/camBusinessOperationPermissions', undefined, admin)).body.data as Row[]).find(
        (p) => p.staffId === id,
      ),
  },
  'a customer group (customer.group)': {
    what: 'customer group',
    country: 'GB',
    field: 'description',
    values: ['Customers with a second loan', 'Customers with a third loan', 'Customers with any loan'],
    make: async () => (await mock.api('post', '/api/customer/group', { name: unique('Returning') }, admin)).body.data.id,
    save: (id, body) => mock.api('put', '/api/customer/group', { id, ...body }, admin),
    read: (id) => listed('/api/customer/groups', id),
  },
};

const GB = [{ field: 'country', value: 'GB' }];
async function segment(name: string): Promise<number> {
  const made = await mock.api('post', '/api/communication/insertSegment', { name: unique(name), criteria: GB }, admin);
  return made.body.data.id;
}

describe.each(Object.entries(FORMS))('versions of %s', (_, form) => {
  it('a save from the current version passes and bumps it; one from an older version is 409 naming who and when and changes nothing', async () => {
    const id = await form.make();
    const before = await form.read(id);
    expect(before, 'the record is read back').toBeDefined();
    const from = before?.version ?? 0;
    const [mine, theirs] = form.values;

    const first = await form.save(id, { [form.field]: mine, version: from });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ [form.field]: mine, version: from + 1, updatedBy: 'Alex Admin' });

    const late = await form.save(id, { [form.field]: theirs, version: from });
    expect(late.status).toBe(409);
    expect(late.body.errors).toEqual([{ message: stale(form.what, first.body.data, form.country), code: 'StaleVersion' }]);
    expect(await form.read(id)).toMatchObject({ [form.field]: mine, version: from + 1, updatedBy: 'Alex Admin' });

    // From the version read again, the save goes through.
    const again = await form.save(id, { [form.field]: theirs, version: from + 1 });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(await form.read(id)).toMatchObject({ [form.field]: theirs, version: from + 2 });
  });

  it('checks nothing for a client that sends no version, and refuses a version that is not a whole number with 422', async () => {
    const id = await form.make();
    const from = (await form.read(id))?.version ?? 0;
    await form.save(id, { [form.field]: form.values[0], version: from });
    const [, , script] = form.values;

    // An API script sends no version: its save passes over the edit above, and is recorded as one.
    const unchecked = await form.save(id, { [form.field]: script });
    expect(unchecked.status, JSON.stringify(unchecked.body)).toBe(200);
    expect(await form.read(id)).toMatchObject({ [form.field]: script, version: from + 2 });

    for (const version of ['1', 1.5, -1]) {
      const bad = await form.save(id, { [form.field]: form.values[0], version });
      expect([bad.status, bad.body.errors?.[0]?.message]).toEqual([422, 'version must be a whole number.']);
    }
    expect(await form.read(id)).toMatchObject({ [form.field]: script, version: from + 2 });
  });
});

describe("versions of an agent's live-chat switch (membership.liveChatAgentControl)", () => {
  it("is part of the agent's permission set: a switch from an older version is 409 and changes nothing", async () => {
    const read = FORMS["an agent's permissions (membership.setCamBusinessOperationPermission)"]!.read;
    const from = (await read(7))?.version ?? 0;
    const first = await mock.api('post', '/api/membership/liveChatAgentControl', { staffId: 7, active: true, version: from }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ liveChat: true, version: from + 1, updatedBy: 'Alex Admin' });

    // A colleague's form read before the switch saves operations from the older version: refused.
    const late = await mock.api(
      'post',
      '/api/membership/setCamBusinessOperationPermission',
      { staffId: 7, operations: [], version: from },
      admin,
    );
    expect(late.status).toBe(409);
    expect(late.body.errors[0].message).toBe(stale('permission set', first.body.data as Row, 'GB'));
    const off = await mock.api('post', '/api/membership/liveChatAgentControl', { staffId: 7, active: false, version: from }, admin);
    expect(off.status).toBe(409);
    expect(await read(7)).toMatchObject({ liveChat: true, version: from + 1 });
  });
});

describe('the permission set of an agent never granted any (no row of theirs yet)', () => {
  it('starts at version 0: the first save from it passes and makes the set, one from it again is 409', async () => {
    const cam = await mock.api(
      'post',
      '/api/membership/cam',
      { emailAddress: `new.${stamp}@pronto.test`, fullName: 'Nia New', country: 'GB' },
      admin,
    );
    const staffId = (cam.body.data as { id: number }).id;
    const read = FORMS["an agent's permissions (membership.setCamBusinessOperationPermission)"]!.read;
    expect(await read(staffId)).toMatchObject({ operations: [], liveChat: false });
    expect((await read(staffId))?.version).toBeUndefined();

    const first = await mock.api('post', '/api/membership/liveChatAgentControl', { staffId, active: true, version: 0 }, admin);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const late = await mock.api(
      'post',
      '/api/membership/setCamBusinessOperationPermission',
      { staffId, operations: ['discount'], version: 0 },
      admin,
    );
    expect(late.status).toBe(409);
    expect(await read(staffId)).toMatchObject({ operations: [], liveChat: true, version: 1, updatedBy: 'Alex Admin' });
  });
});
