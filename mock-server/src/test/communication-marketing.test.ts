import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from './harness.ts';

let mock: Mock;
let token = '';
const C = '/api/communication';
const post = (path: string, body: unknown) => mock.api('post', `${C}/${path}`, body, token);
const get = (path: string) => mock.api('get', `${C}/${path}`, undefined, token);
const message = (answer: { body: { errors: { message: string }[] } }) => answer.body.errors[0]?.message;

beforeAll(async () => {
  mock = await startMock({ fresh: true });
  token = await mock.staffToken();
});
afterAll(() => mock.close());

describe('segments', () => {
  it('lists the seeded segments with the number of customers each selects', async () => {
    const { body } = await get('getAllSegments');
    expect(body.data.map((s: { name: string }) => s.name)).toContain('Repeat borrowers');
    const spain = body.data.find((s: { name: string }) => s.name === 'Spain registered, no loan');
    const expected = mock.ctx.db.customers.filter(
      (c) => !c.deleted && c.country === 'ES' && c.statuses.at(-1)?.status === 'registered',
    ).length;
    expect(expected).toBeGreaterThan(0);
    expect(spain.customers).toBe(expected);
  });

  it('needs a name and at least one valid criterion, each refusal a sentence', async () => {
    expect(message(await post('insertSegment', { criteria: [{ field: 'country', value: 'GB' }] }))).toBe('A segment needs a name.');
    expect(message(await post('insertSegment', { name: 'Empty', criteria: [] }))).toBe('A segment needs at least one criterion.');
    expect(message(await post('insertSegment', { name: 'Bad', criteria: [{ field: 'country', value: 'FR' }] }))).toBe(
      'Criterion 1: country must be GB or ES.',
    );
    expect(message(await post('insertSegment', { name: 'Bad', criteria: [{ field: 'status', value: 'asleep' }] }))).toBe(
      'Criterion 1: asleep is not a customer status.',
    );
    const refused = await post('insertSegment', { name: 'Bad', criteria: [{ field: 'shoeSize', value: '9' }] });
    expect(refused.status).toBe(422);
    expect(message(refused)).toMatch(/^Criterion 1: field must be one of country, status/);
  });

  it('stores a segment, changes it, refuses a duplicate name and deletes it', async () => {
    const created = await post('insertSegment', { name: 'Unit GB', criteria: [{ field: 'country', value: 'GB' }] });
    expect(created.status).toBe(200);
    const id = created.body.data.id as number;
    expect(created.body.data.customers).toBe(mock.ctx.db.customers.filter((c) => !c.deleted && c.country === 'GB').length);
    expect(message(await post('insertSegment', { name: 'unit gb', criteria: [{ field: 'country', value: 'ES' }] }))).toBe(
      'A segment named unit gb exists already.',
    );
    const changed = await post('insertSegment', {
      id,
      name: 'Unit GB',
      criteria: [
        { field: 'country', value: 'GB' },
        { field: 'minLoans', value: '99' },
      ],
    });
    expect(changed.body.data.customers).toBe(0);
    expect((await get(`getSegmentById/${id}`)).body.data.criteria).toHaveLength(2);
    expect((await mock.api('delete', `${C}/deleteSegment/${id}`, undefined, token)).status).toBe(200);
    expect(message(await get(`getSegmentById/${id}`))).toBe(`Segment ${id} does not exist.`);
  });
});

describe('scheduled marketing', () => {
  const future = () => new Date(Date.now() + 86_400_000).toISOString();
  it('needs a template and a segment that exist and a send time in the future', async () => {
    const base = { name: 'Unit send', templateId: 7, segmentId: 2, scheduledAt: future() };
    expect(message(await post('insertMarketingScheduled', { ...base, templateId: 999 }))).toBe('Template 999 does not exist.');
    expect(message(await post('insertMarketingScheduled', { ...base, segmentId: 999 }))).toBe('Segment 999 does not exist.');
    expect(message(await post('insertMarketingScheduled', { ...base, scheduledAt: '2020-01-01T10:00:00Z' }))).toBe(
      'The send time must be in the future.',
    );
    expect(message(await post('insertMarketingScheduled', { ...base, templateId: 1 }))).toBe(
      'Template UK_TERMS_AND_CONDITIONS is a page template; only SMS and e-mail templates can be sent.',
    );
    const created = await post('insertMarketingScheduled', base);
    expect(created.body.data).toMatchObject({ name: 'Unit send', channel: 'email', status: 'scheduled' });
    const all = (await get('getAllMarketingScheduled')).body.data as { id: number }[];
    expect(all.some((m) => m.id === created.body.data.id)).toBe(true);
  });

  it('keeps a segment with planned sends, and a send that went out', async () => {
    expect(message(await mock.api('delete', `${C}/deleteSegment/1`, undefined, token))).toBe(
      'Segment First-time borrowers has 1 scheduled sends; delete them first.',
    );
    expect(message(await mock.api('delete', `${C}/deleteMarketingScheduled/1`, undefined, token))).toBe(
      'The send October reminder has gone out; it cannot be deleted.',
    );
  });
});

describe('template channels', () => {
  it('refuses a duplicate name and deleting a channel templates use', async () => {
    expect(message(await post('CommTemplateChannel', { name: 'SMS' }))).toBe('A template channel named sms exists already.');
    const smsId = (mock.ctx.rows('templateChannels').find((c) => c.name === 'sms') as { id: number }).id;
    expect(message(await mock.api('delete', `${C}/CommTemplateChannel?id=${smsId}`, undefined, token))).toMatch(
      /^Channel sms is used by \d+ templates; it cannot be deleted\.$/,
    );
    const created = await post('CommTemplateChannel', { name: 'whatsapp', description: 'WhatsApp messages' });
    expect((await get('CommTemplateChannel')).body.data.find((c: { id: number }) => c.id === created.body.data.id)).toMatchObject({
      name: 'whatsapp',
      templates: 0,
    });
    expect((await mock.api('delete', `${C}/CommTemplateChannel?id=${created.body.data.id}`, undefined, token)).status).toBe(200);
  });
});

describe('bulk sending', () => {
  it('refuses an empty audience', async () => {
    expect(message(await post('bulkSms', { text: 'Hello' }))).toBe('The audience is empty: choose a segment or enter customer ids.');
    const empty = await post('insertSegment', { name: 'Nobody', criteria: [{ field: 'minLoans', value: '999' }] });
    expect(message(await post('SendSmsBulk', { templateId: 8, segmentId: empty.body.data.id }))).toBe(
      'The audience is empty: segment Nobody has no customers.',
    );
    expect(message(await post('bulkEmail', { customerIds: [4, 99999], subject: 'Hi', text: 'x' }))).toBe('Customer 99999 does not exist.');
  });

  it('sends to every customer of the list who allows the channel, into the SMS history', async () => {
    const [a, b] = [mock.ctx.db.customers[3], mock.ctx.db.customers[4]];
    if (!a || !b) throw new Error('seed too small');
    await post('ncpPermission/remove', { customerId: b.id, channel: 'sms' });
    const text = `Unit bulk ${Date.now()} for {firstName}`;
    const result = await post('bulkSms', { customerIds: `${a.id}, ${b.id}`, text });
    expect(result.body.data).toEqual({ channel: 'sms', audience: 2, sent: 1, skipped: 1, missingValues: 0 });
    const history = mock.ctx.db.smsHistory.filter((s) => s.text.startsWith('Unit bulk'));
    expect(history.map((s) => [s.customerId, s.text.endsWith(`for ${a.firstName}`)])).toEqual([[a.id, true]]);
  });

  it('sends a template to a segment, refusing a template of the other channel', async () => {
    expect(message(await post('SendEmailBulk', { templateId: 8, segmentId: 3 }))).toBe(
      'Template PAYMENT_REMINDER_SMS is not an e-mail template.',
    );
    const before = mock.ctx.db.emailHistory.length;
    const result = await post('SendEmailBulk', { templateId: 7, segmentId: 3 });
    expect(result.body.data.sent).toBeGreaterThan(0);
    expect(mock.ctx.db.emailHistory.length - before).toBe(result.body.data.sent);
    expect(mock.ctx.db.emailHistory.at(-1)).toMatchObject({ subject: 'Your repayment is due', type: 'bulk' });
  });
});

describe('mailbox', () => {
  it('lists labels with counts and opening a message marks it read', async () => {
    const labels = (await get('gmail/getLabels')).body.data as { id: string; total: number; unread: number }[];
    const inbox = labels.find((l) => l.id === 'INBOX');
    expect(inbox?.total).toBe(24);
    const unread = (await get('gmail/getMessages?labelId=UNREAD')).body.data.items as { id: number }[];
    const first = unread[0] as { id: number };
    await get(`gmail/getMessage?id=${first.id}`);
    expect((await get('gmail/getMessages?labelId=UNREAD')).body.data.total).toBe(unread.length - 1);
  });

  it('needs a valid recipient and a subject; a reply joins its thread', async () => {
    expect(message(await post('gmail/sendEmail', { to: 'not-an-address', subject: 'Hi' }))).toBe('Enter a valid recipient e-mail address.');
    expect(message(await post('gmail/sendEmail', { to: 'jane@example.com', subject: ' ' }))).toBe('An e-mail needs a subject.');
    const sent = await post('gmail/sendEmail', { to: 'jane@example.com', subject: 'Re: Question', body: 'Answer', threadId: 1 });
    expect(sent.body.data).toMatchObject({ threadId: 1, labelIds: ['SENT'] });
    const thread = (await get('gmail/getThread?threadId=1')).body.data;
    expect(thread.messages.at(-1).body).toBe('Answer');
    expect(mock.ctx.db.emailHistory.at(-1)).toMatchObject({ emailAddress: 'jane@example.com', type: 'gmail' });
  });
});

describe('IVR', () => {
  it('starts and stops campaigns, refusing a second start', async () => {
    expect(message(await post('ivr/start', { campaign: 'welcome' }))).toBe('The welcome campaign is running already.');
    expect(message(await post('ivr/welcome', { customerId: 4 }))).toBeUndefined();
    expect(message(await post('ivr/unanswered', { customerId: 4 }))).toBe('The unanswered campaign is stopped; start it first.');
    expect((await post('ivr/start', { campaign: 'unanswered' })).body.data.state).toBe('running');
    expect((await post('ivr/stop', { campaign: 'unanswered' })).body.data.state).toBe('stopped');
    expect(message(await post('ivr/start', { campaign: 'robocall' }))).toBe('campaign must be one of welcome, unanswered, collection.');
  });

  it('checks calling hours and records the provider result once', async () => {
    expect(message(await post('ivr/set', { campaign: 'welcome', startHour: 18, endHour: 9 }))).toBe(
      'The calling hours must start before they end.',
    );
    expect((await post('ivr/set', { campaign: 'welcome', maxAttempts: 4 })).body.data).toMatchObject({ maxAttempts: 4, startHour: 9 });
    const queued = await post('ivr/welcome', { customerId: 5 });
    const callId = queued.body.data.id as number;
    const notify = (result: string) => mock.api('post', `${C}/ivr/notify`, { callId, result }, token);
    expect(message(await notify('maybe'))).toBe('result must be one of answered, unanswered, busy, failed.');
    expect((await notify('answered')).body.data.status).toBe('answered');
    expect(message(await notify('busy'))).toBe(`Call ${callId} has its result already.`);
  });

  it('refuses a call to a customer who refused phone calls, and a collection call without an overdue loan', async () => {
    const customer = mock.ctx.db.customers[6];
    if (!customer) throw new Error('seed too small');
    await post('communicationPermission/remove', { customerId: customer.id, channel: 'phone' });
    expect(message(await post('ivr/welcome', { customerId: customer.id }))).toBe(`Customer ${customer.id} does not allow phone calls.`);
    const clean = mock.ctx.db.customers.find((c) => !mock.ctx.db.loans.some((l) => l.customerId === c.id) && c.id > 20);
    expect(message(await post('ivr/collection', { customerId: clean?.id }))).toBe(`Customer ${clean?.id} has no overdue loan.`);
  });
});

describe('communication and NCP permissions', () => {
  it('checks, removes, refuses removing twice, adds back and keeps the history', async () => {
    const id = 8;
    const check = async () =>
      (await get(`communicationPermission/check?customerId=${id}`)).body.data as { channel: string; allowed: boolean }[];
    expect((await check()).find((p) => p.channel === 'email')?.allowed).toBe(true);
    await post('communicationPermission/remove', { customerId: id, channel: 'email', reason: 'Asked by letter' });
    expect((await check()).find((p) => p.channel === 'email')?.allowed).toBe(false);
    expect(message(await post('communicationPermission/remove', { customerId: id, channel: 'email' }))).toBe(
      `Customer ${id} has already refused email (communication permission).`,
    );
    await post('communicationPermission/add', { customerId: id, channel: 'email' });
    const updated = await mock.api('put', `${C}/ncpPermission/update`, { customerId: id, channel: 'sms', allowed: false }, token);
    expect(updated.body.data.find((p: { channel: string }) => p.channel === 'sms').allowed).toBe(false);
    expect(message(await mock.api('put', `${C}/ncpPermission/update`, { customerId: id, channel: 'fax', allowed: false }, token))).toBe(
      'channel must be one of sms, email, phone, post.',
    );
    const history = (await get(`communicationPermission/history?customerId=${id}`)).body.data as { action: string; reason: string }[];
    expect(history.map((h) => h.action)).toEqual(['add', 'remove']);
    expect(history[1]?.reason).toBe('Asked by letter');
    expect((await get(`ncpPermission/history?customerId=${id}`)).body.data).toHaveLength(1);
  });
});

describe('template channels drive templates', () => {
  it('a template may use an active channel only', async () => {
    const fax = await post('CommTemplateChannel', { name: 'fax', active: false });
    expect(message(await post('CommTemplate', { name: 'UNIT_FAX', channel: 'fax', body: 'x' }))).toBe(
      'channel must be one of email, sms, page, letter.',
    );
    await mock.api('put', `${C}/CommTemplateChannel`, { id: fax.body.data.id, active: true }, token);
    expect((await post('CommTemplate', { name: 'UNIT_FAX', channel: 'fax', body: 'x' })).body.data.channel).toBe('fax');
  });
});
