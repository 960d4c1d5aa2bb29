import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { enMessages, esMessages, isIssuedLoan } from '@pronto/domain';
import { REASON_REQUIRED } from '../audit.ts';
import type { ScrapeResults } from '../seed/bank.ts';
import { ALREADY_REGISTERED } from '../routes/customer-journeys.ts';
import type { Row } from '../types.ts';
import { startMock, uniqueUkMobile, type Mock } from './harness.ts';

// The customer 360's calls: each one as its role, its effect read back through the catalogue's own reads.

let mock: Mock;
let admin: string;
let agent: string;
let reporter: string;
beforeAll(async () => {
  mock = await startMock();
  [admin, agent, reporter] = await Promise.all([
    mock.staffToken(),
    mock.staffToken('agent@pronto.test'),
    mock.staffToken('reporter@pronto.test'),
  ]);
});
afterAll(() => mock.close());

const get = async (path: string, token = agent) => mock.api('get', path, undefined, token);
const post = async (path: string, body: unknown, token = agent) => mock.api('post', path, body, token);
const data = async (answer: Promise<{ status: number; body: { data: unknown; errors: { message: string }[] } }>) => {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body.errors)).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely; the assertions check the shape
  return body.data as any;
};
const refusal = async (answer: Promise<{ status: number; body: { errors: { message: string }[] } }>) => {
  const { status, body } = await answer;
  expect(status).toBe(422);
  return body.errors[0]?.message;
};
const seedCustomer = (id: number) => mock.ctx.customerById(id)!;

describe('customer groups', () => {
  it('lists the seeded groups with their members, and a group lists its customers', async () => {
    const groups = await data(get('/api/customer/groups'));
    expect(groups.map((g: Row) => g.name)).toEqual(['standard', 'gold', 'partner']);
    const live = mock.ctx.db.customers.filter((c) => !c.deleted);
    for (const g of groups) expect(g.members).toBe(live.filter((c) => c.group === g.name).length);
    const gold = groups.find((g: Row) => g.name === 'gold');
    const members = await data(get(`/api/customer/getCustomerByGroupId?groupId=${gold.id}`));
    expect(members.map((c: Row) => c.id)).toEqual(live.filter((c) => c.group === 'gold').map((c) => c.id));
    expect(members.every((c: Row) => c.groupStatus === 'active' && !('pin' in c))).toBe(true);
    expect(await refusal(get('/api/customer/getCustomerByGroupId?groupId=999'))).toBe('Customer group 999 does not exist.');
    expect(await refusal(get('/api/customer/getCustomerByGroupId'))).toBe('groupId is required.');
  });

  it('creates, renames, fills, empties and deletes a group', async () => {
    const created = await data(post('/api/customer/group', { name: 'Collections watch', description: 'Watched by collections' }));
    let groups = await data(get('/api/customer/groups'));
    expect(groups.find((g: Row) => g.id === created.id)).toMatchObject({
      name: 'Collections watch',
      members: 0,
      createdBy: 'agent@pronto.test',
    });
    expect(await refusal(post('/api/customer/group', { name: 'GOLD' }))).toBe('A customer group named "gold" already exists.');
    expect(await refusal(post('/api/customer/group', { name: 'x' }))).toBe('name must be 2 to 50 characters.');

    // The console sends the whole row back on an edit, its member count included: only name and description change.
    await data(mock.api('put', '/api/customer/group', { ...created, name: 'Watch list', members: 99 }, agent));
    groups = await data(get('/api/customer/groups'));
    expect(groups.find((g: Row) => g.id === created.id)).toMatchObject({ name: 'Watch list', members: 0 });
    const standard = groups.find((g: Row) => g.name === 'standard');
    expect(await refusal(mock.api('put', '/api/customer/group', { id: standard.id, name: 'basic' }, agent))).toBe(
      'The standard group is where new customers start; it cannot be renamed.',
    );

    await data(post('/api/customer/addCustomerToGroup', { customerId: 3, groupId: created.id }));
    expect((await data(get(`/api/customer/getCustomerByGroupId?groupId=${created.id}`))).map((c: Row) => c.id)).toEqual([3]);
    expect((await data(get('/api/customer/customer?customerId=3'))).group).toBe('Watch list');
    expect(await refusal(post('/api/customer/addCustomerToGroup', { customerId: 3, groupId: created.id }))).toBe(
      'Customer 3 is already in the group "Watch list".',
    );

    await data(post('/api/customer/customerGroupStatus', { customerId: 3, groupId: created.id, status: 'inactive' }));
    expect((await data(get(`/api/customer/getCustomerByGroupId?groupId=${created.id}`)))[0].groupStatus).toBe('inactive');
    expect(await refusal(post('/api/customer/customerGroupStatus', { customerId: 3, groupId: created.id, status: 'asleep' }))).toBe(
      'status must be one of active, inactive.',
    );
    expect(await refusal(post('/api/customer/customerGroupStatus', { customerId: 4, groupId: created.id, status: 'active' }))).toBe(
      'Customer 4 is not in the group "Watch list".',
    );

    expect(await refusal(mock.api('put', '/api/customer/customer', { customerId: 3, group: 'Platinum' }, agent))).toBe(
      'Unknown customer group "Platinum".',
    );
    // A renamed group keeps its members.
    await data(mock.api('put', '/api/customer/group', { id: created.id, name: 'Watch list 2' }, agent));
    expect((await data(get('/api/customer/customer?customerId=3'))).group).toBe('Watch list 2');

    expect(await refusal(mock.api('delete', `/api/customer/group?id=${created.id}`, undefined, agent))).toBe(
      'The group "Watch list 2" still has 1 customer: move them to another group first.',
    );
    await data(post('/api/customer/removeCustomerFromGroup', { customerId: 3, groupId: created.id }));
    expect(await data(get(`/api/customer/getCustomerByGroupId?groupId=${created.id}`))).toEqual([]);
    expect((await data(get(`/api/customer/getCustomerByGroupId?groupId=${standard.id}`))).map((c: Row) => c.id)).toContain(3);
    expect(await refusal(post('/api/customer/removeCustomerFromGroup', { customerId: 3, groupId: created.id }))).toBe(
      'Customer 3 is not in the group "Watch list 2".',
    );
    expect(await refusal(post('/api/customer/removeCustomerFromGroup', { customerId: 3, groupId: standard.id }))).toBe(
      'Every customer is in a group and standard is the default: add customer 3 to another group instead.',
    );

    await data(mock.api('delete', `/api/customer/group?id=${created.id}`, undefined, agent));
    expect((await data(get('/api/customer/groups'))).some((g: Row) => g.id === created.id)).toBe(false);
    expect(await refusal(mock.api('delete', `/api/customer/group?id=${standard.id}`, undefined, agent))).toBe(
      'The standard group is where new customers start; it cannot be deleted.',
    );
  });
});

describe('addresses and contact entries', () => {
  it('reads the seeded addresses and contact entries', async () => {
    expect(await data(get('/api/customer/address?customerId=8'))).toEqual(seedCustomer(8).customerAddress);
    expect(await data(get('/api/customer/communication?customerId=8'))).toEqual(seedCustomer(8).communication);
    expect(await refusal(get('/api/customer/address'))).toBe('customerId is required.');
    expect(await refusal(get('/api/customer/communication?customerId=99999'))).toBe('Customer 99999 does not exist.');
  });

  it('changes an address as the console sends it, with the form postcode rule', async () => {
    const work = seedCustomer(2).customerAddress.find((a) => a.addressType === 'work');
    await data(mock.api('put', '/api/customer/address', { customerId: 2, addressType: 'home', town: 'Leeds', postCode: 'ls1 4ap' }, agent));
    const addresses = await data(get('/api/customer/address?customerId=2'));
    expect(addresses.find((a: Row) => a.addressType === 'home')).toMatchObject({ town: 'Leeds', postCode: 'LS1 4AP' });
    expect(addresses.find((a: Row) => a.addressType === 'work')).toEqual(work);
    const changes = await data(get('/api/customer/trackingChanges?customerId=2'));
    expect(changes[0]).toMatchObject({ field: 'customerAddress', by: 'agent@pronto.test', callId: 'customer.address.put' });

    expect(await refusal(mock.api('put', '/api/customer/address', { customerId: 2, addressType: 'home', postCode: '123' }, agent))).toBe(
      `postCode: ${enMessages.postCode}`,
    );
    expect(await refusal(mock.api('put', '/api/customer/address', { customerId: 2, addressType: 'home' }, agent))).toBe(
      'Nothing to change: give at least one address line.',
    );
    expect(await refusal(mock.api('put', '/api/customer/address', { customerId: 2, addressType: 'garden', town: 'X' }, agent))).toBe(
      'addressType must be one of home, work.',
    );
  });

  it('adds a Spanish address once, its postcode in the town’s province', async () => {
    expect(seedCustomer(13).customerAddress).toEqual([]);
    const line = { customerId: 13, addressType: 'home', street: 'Calle Mayor', houseNumber: '5', town: 'Madrid' };
    expect(await refusal(post('/api/customer/address', { ...line, postCode: '08001' }))).toBe(`postCode: ${esMessages.postCodeProvince}`);
    expect(await refusal(post('/api/customer/address', { ...line, postCode: '28001', street: '' }))).toBe('street is required.');
    await data(post('/api/customer/address', { ...line, postCode: '28001' }));
    expect(await data(get('/api/customer/address?customerId=13'))).toEqual([
      { addressType: 'home', country: 'ES', street: 'Calle Mayor', houseNumber: '5', town: 'Madrid', postCode: '28001' },
    ]);
    expect(await refusal(post('/api/customer/address', { ...line, postCode: '28001' }))).toBe(
      'Customer 13 already has a home address: change it instead.',
    );
    expect(await refusal(mock.api('put', '/api/customer/address', { ...line, addressType: 'work' }, agent))).toBe(
      'Customer 13 has no work address: add one first.',
    );
  });
});

describe('sub-statuses and the application stage', () => {
  it('lists the seeded sub-statuses and adds one', async () => {
    const seeded = mock.ctx.rows('customerSubStatuses')[0]!;
    const listed = await data(get(`/api/customer/subStatus?customerId=${String(seeded.customerId)}`));
    expect(listed).toEqual([seeded]);

    await data(post('/api/customer/subStatus', { customerId: 6, subStatus: 'Payment plan', note: 'Pays on Fridays' }));
    const after = await data(get('/api/customer/subStatus?customerId=6'));
    expect(after[0]).toMatchObject({
      subStatus: 'paymentPlan',
      status: 'internalCollection',
      note: 'Pays on Fridays',
      createdBy: 'agent@pronto.test',
    });
    expect(await refusal(post('/api/customer/subStatus', { customerId: 6, subStatus: 'paymentPlan' }))).toBe(
      'Customer 6 already has the sub-status paymentPlan.',
    );
    expect(await refusal(post('/api/customer/subStatus', { customerId: 6, subStatus: 'sleepy' }))).toMatch(
      /^Unknown sub-status "sleepy": use one of awaitingDocuments/,
    );
  });

  it('reads the stage a status means, sets one, and follows the status again once it changes', async () => {
    expect(await data(get('/api/customer/customerStage?customerId=3'))).toMatchObject({
      stage: 'loanApplication',
      status: 'registered',
      setBy: null,
    });
    await data(post('/api/customer/customerStage', { customerId: 3, stage: 'review' }));
    expect(await data(get('/api/customer/customerStage?customerId=3'))).toMatchObject({ stage: 'review', setBy: 'agent@pronto.test' });
    expect(await refusal(post('/api/customer/customerStage', { customerId: 3, stage: 'review' }))).toBe(
      'Customer 3 is already at the stage review.',
    );
    expect(await refusal(post('/api/customer/customerStage', { customerId: 3, stage: 'customer' }))).toBe(
      'Unknown stage "customer": use one of phoneConfirmation, personalDetails, loanApplication, review.',
    );
    expect(await refusal(post('/api/customer/customerStage', { customerId: 11, stage: 'review' }))).toBe(
      'Customer 11 is declined: their stage follows their status.',
    );
    await data(post('/api/customer/status', { customerId: 3, status: 'systemApproved' }));
    expect(await data(get('/api/customer/customerStage?customerId=3'))).toMatchObject({ stage: 'review', setBy: null });
  });
});

describe('credibility and risk', () => {
  it('reads the rule engine verdict of the seed and runs it again', async () => {
    const seeded = await data(get('/api/customer/ruleEngineCredibility/8'));
    expect(seeded).toHaveLength(1);
    expect(seeded[0]).toMatchObject({ customerId: 8, ranBy: 'system', decision: 'approve' });
    expect(await data(get('/api/customer/ruleEngineCredibility/1'))).toEqual([]);

    // Customer 10 (legal) has an overdue loan: a hard rule, so a decline.
    const run = await data(post('/api/customer/ruleEngineCredibility/10', {}));
    const runs = await data(get('/api/customer/ruleEngineCredibility/10'));
    expect(runs[0]).toEqual(run);
    expect(run).toMatchObject({ decision: 'decline', ranBy: 'agent@pronto.test' });
    expect(run.rules.find((r: Row) => r.rule === 'arrears')).toMatchObject({ passed: false, hard: true });
    const comments = await data(get('/api/customer/autoComments?customerId=10'));
    expect(comments[0]).toMatchObject({
      source: 'ruleEngine',
      text: expect.stringMatching(/^Rule engine: decline \(score \d+\); failed: .*arrears/),
    });
    expect(await refusal(post('/api/customer/ruleEngineCredibility/99999', {}))).toBe('Customer 99999 does not exist.');
  });

  it('sets the risk score by hand with a reason; the credibility read and the rule engine use it', async () => {
    expect(await refusal(post('/api/customer/UpsertCustomerRiskScore', { customerId: 8, score: 150 }))).toBe(REASON_REQUIRED);
    expect(await refusal(post('/api/customer/UpsertCustomerRiskScore', { customerId: 8, score: 2000, reason: 'Typo' }))).toBe(
      'score must be a whole number from 0 to 1000 (null gives the computed score back).',
    );
    const computed = (await data(get('/api/customer/credibility2?customerId=8'))).score;
    await data(post('/api/customer/UpsertCustomerRiskScore', { customerId: 8, score: 150, reason: 'Fraud team flag' }));
    expect(await data(get('/api/customer/credibility2?customerId=8'))).toMatchObject({
      score: 150,
      band: 'high risk',
      manualScore: 150,
      computedScore: computed,
      manualSetBy: 'agent@pronto.test',
    });
    const run = await data(post('/api/customer/ruleEngineCredibility/8', {}));
    expect(run).toMatchObject({ score: 150, decision: 'refer' });
    const audit = await data(get('/api/customer/staff/audit?customerId=8'));
    // The rule engine run is a staff write on the customer too: newest first, after the score.
    expect(audit.slice(0, 2).map((e: Row) => e.callId)).toEqual([
      'customer.ruleEngineCredibility.post',
      'customer.UpsertCustomerRiskScore',
    ]);
    expect(audit[1]).toMatchObject({ reason: 'Fraud team flag' });
    expect(audit[1].changes).toContainEqual({ field: 'riskScore.score', before: null, after: 150 });

    await data(post('/api/customer/UpsertCustomerRiskScore', { customerId: 8, score: null, reason: 'Flag cleared' }));
    expect(await data(get('/api/customer/credibility2?customerId=8'))).toMatchObject({ score: computed, manualScore: null });
  });

  it('matches the customer name with the holder a scrape found', async () => {
    const session = mock.ctx.rows('scrapeSessions').find((s) => s.status === 'completed')!;
    const results = session.results as ScrapeResults;
    const account = mock.ctx.rows('bankAccounts').find((a) => a.customerId === session.customerId && a.iban === results.accounts[0]?.iban)!;
    const match = await data(post('/api/customer/nameMatching', { customerId: session.customerId, accountId: account.id }));
    expect(match).toMatchObject({ accountId: account.id, holderName: results.holder.name, matched: true, score: 100 });
    const other = mock.ctx.rows('bankAccounts').find((a) => a.customerId !== session.customerId)!;
    expect(await refusal(post('/api/customer/nameMatching', { customerId: session.customerId, accountId: other.id }))).toBe(
      `Bank account ${other.id} is not an account of customer ${String(session.customerId)}.`,
    );
    expect(await refusal(post('/api/customer/nameMatching', { customerId: 1 }))).toBe('Customer 1 has no bank account to match.');
  });

  it('lists the customers related by suspected sign-ins, and the check staff made', async () => {
    const row = mock.ctx.rows('suspectedLogins')[0]!;
    const related = await data(get(`/api/customer/suspectedLoginRelatedUsers?customerId=${String(row.customerId)}`));
    expect(related.map((r: Row) => r.id)).toContain(row.relatedCustomerId);
    expect(related[0]).not.toHaveProperty('mobilePhone');
    await data(post('/api/membership/suspectedLoginRelationManualCheck', { id: row.id, related: false }));
    const after = await data(get(`/api/customer/suspectedLoginRelatedUsers?customerId=${String(row.customerId)}`));
    expect(after.find((r: Row) => r.relationId === row.id)).toMatchObject({ related: false, checkedBy: 'agent@pronto.test' });

    const all = await data(get('/api/membership/suspectedLoginRelations'));
    expect(all).toHaveLength(mock.ctx.rows('suspectedLogins').length);
    const own = await data(get(`/api/membership/suspectedLoginRelations?customerId=${String(row.relatedCustomerId)}`));
    expect(own.find((r: Row) => r.id === row.id)).toMatchObject({
      ip: row.ip,
      customer: { id: row.customerId, firstName: seedCustomer(Number(row.customerId)).firstName },
      relatedCustomer: { id: row.relatedCustomerId },
      related: false,
    });
  });
});

describe('credit and finance history', () => {
  it('keeps the financial information from registration on, each change on top', async () => {
    const before = seedCustomer(12);
    const history = await data(get('/api/customer/getFinancialInfoHistory?customerId=12'));
    expect(history).toEqual([
      {
        at: before.createdAt,
        by: 'customer',
        callId: 'registration',
        monthlyIncome: before.monthlyIncome,
        employmentStatus: before.employmentStatus,
        position: before.position,
      },
    ]);
    const income = before.monthlyIncome;
    await data(mock.api('put', '/api/customer/customer', { customerId: 12, monthlyIncome: 2500 }, agent));
    const after = await data(get('/api/customer/getFinancialInfoHistory?customerId=12'));
    expect(after).toHaveLength(2);
    expect(after[0]).toMatchObject({ monthlyIncome: 2500, by: 'agent@pronto.test', callId: 'customer.customer.put' });
    expect(after[1]).toMatchObject({ monthlyIncome: income, callId: 'registration' });
  });

  it('lists the credit type of each loan paid out, and a limit set by hand', async () => {
    const issued = mock.ctx.db.loans
      .filter((l) => l.customerId === 8 && isIssuedLoan(l))
      .sort((a, b) => a.issueDate.localeCompare(b.issueDate));
    await data(post('/api/customer/creditlimit', { customerId: 8, creditLimit: 700, reason: 'Income checked' }));
    const history = await data(get('/api/customer/customerCreditTypeHistory?customerId=8'));
    expect(history.filter((h: Row) => h.source === 'loan').map((h: Row) => [h.loanId, h.creditType])).toEqual(
      issued.map((l, i) => [l.id, i === 0 ? 'FTB' : 'RTB']),
    );
    expect(history[0]).toMatchObject({ creditLimit: 400 });
    expect(history.at(-1)).toMatchObject({ source: 'override', creditLimit: 700, creditType: 'RTB', by: 'agent@pronto.test' });
  });

  it('says whether the customer may roll a loan over, as the loan rules do', async () => {
    const answer = await data(get('/api/customer/rolloverEnabled?customerId=8'));
    const running = answer.loans[0];
    const quote = await get(`/api/loan/staff/rolloverCalculate?loanId=${String(running.loanId)}&days=1`);
    expect(quote.status === 200).toBe(running.enabled);
    expect(answer.enabled).toBe(answer.loans.some((l: Row) => l.enabled));
    expect(await data(get('/api/customer/rolloverEnabled?customerId=1'))).toEqual({
      customerId: 1,
      enabled: false,
      reason: 'The customer has no running loan.',
      loans: [],
    });
  });
});

describe('operations, field changes and system comments', () => {
  it('lists what was done on a customer, newest first, and the fields it changed', async () => {
    // Both in one millisecond, as a quick agent or a script makes them: the later one is still listed first.
    const instant = new Date();
    const clock = [vi.spyOn(mock.ctx, 'now').mockReturnValue(instant), vi.spyOn(mock.ctx, 'nowIso').mockReturnValue(instant.toISOString())];
    await data(post('/api/customer/subStatus', { customerId: 4, subStatus: 'identityCheck' }));
    await data(post('/api/customer/UpsertCustomerRiskScore', { customerId: 4, score: 640, reason: 'Manual review' }));
    clock.forEach((spy) => spy.mockRestore());
    const operations = await data(get('/api/customer/operations?customerId=4'));
    expect(operations.slice(0, 2).map((o: Row) => o.callId)).toEqual(['customer.UpsertCustomerRiskScore', 'customer.subStatus']);
    expect(operations[0]).toMatchObject({ by: 'agent@pronto.test', reason: 'Manual review' });
    // The seeded status path is there too, oldest last.
    expect(operations.at(-1)).toMatchObject({ callId: 'status', changes: [{ field: 'status', before: null, after: 'new' }] });
    const changes = await data(get('/api/customer/trackingChanges?customerId=4'));
    expect(changes.slice(0, 4).map((c: Row) => c.field)).toEqual(expect.arrayContaining(['riskScore.score', 'subStatus']));
    expect(changes.find((c: Row) => c.field === 'subStatus')).toMatchObject({
      before: null,
      after: 'identityCheck',
      by: 'agent@pronto.test',
    });
  });

  it('writes system comments for the loans and statuses the system changed', async () => {
    const comments = await data(get('/api/customer/autoComments?customerId=7'));
    for (const loan of mock.ctx.db.loans.filter((l) => l.customerId === 7))
      expect(comments.map((c: Row) => c.text)).toContain(`Loan ${loan.id} issued.`);
    expect(comments.map((c: Row) => c.at)).toEqual([...comments.map((c: Row) => c.at)].sort().reverse());
  });
});

describe('public registration checks', () => {
  it('light registration makes a lead the lead link opens, and refuses a registered phone', async () => {
    const mobilePhone = uniqueUkMobile();
    const { leadCustomerId } = await data(
      mock.api('post', '/api/customer/lightRegister', { mobilePhone, emailAddress: 'Light.Reg@example.com', countryCode: 'GB' }),
    );
    const lead = await data(mock.api('get', `/api/customer/lead/${String(leadCustomerId)}`));
    expect(lead).toMatchObject({ mobilePhone, emailAddress: 'light.reg@example.com', country: 'GB', id: leadCustomerId });
    expect(
      await refusal(mock.api('post', '/api/customer/lightRegister', { mobilePhone: '07100000008', emailAddress: 'x@example.com' })),
    ).toBe(ALREADY_REGISTERED);
    expect(await refusal(mock.api('post', '/api/customer/lightRegister', { mobilePhone: '12345', emailAddress: 'x@example.com' }))).toBe(
      `mobilePhone: ${enMessages.mobilePhone}`,
    );
    expect(await refusal(mock.api('post', '/api/customer/lightRegister', { mobilePhone: uniqueUkMobile(), emailAddress: 'nope' }))).toBe(
      `emailAddress: ${enMessages.email}`,
    );
  });

  it('says only whether a phone or DNI is registered', async () => {
    expect(await data(mock.api('post', '/api/customer/CheckPhoneDNI', { mobilePhone: '07100000008', countryCode: 'GB' }))).toEqual({
      phoneRegistered: true,
    });
    expect(await data(mock.api('post', '/api/customer/CheckPhoneDNI', { mobilePhone: uniqueUkMobile(), countryCode: 'GB' }))).toEqual({
      phoneRegistered: false,
    });
    const dni = seedCustomer(14).additionalField!;
    expect(await data(mock.api('post', '/api/customer/CheckPhoneDNI', { dni: dni.toLowerCase(), countryCode: 'ES' }))).toEqual({
      dniRegistered: true,
    });
    expect(await data(mock.api('post', '/api/customer/CheckPhoneDNI', { dni: '12345678Z', countryCode: 'ES' }))).toEqual({
      dniRegistered: false,
    });
    expect(await refusal(mock.api('post', '/api/customer/CheckPhoneDNI', { dni: '12345678A', countryCode: 'ES' }))).toBe(
      `additionalField: ${esMessages.spanishId}`,
    );
    expect(await refusal(mock.api('post', '/api/customer/CheckPhoneDNI', { countryCode: 'ES' }))).toBe('mobilePhone or dni is required.');
  });

  it('limits the registration lookups per client, so registered phones cannot be listed by trying them all', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await mock.api('post', '/api/customer/CheckPhoneDNI', { mobilePhone: uniqueUkMobile(), countryCode: 'GB' })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(20);
  });

  it('validates a DNI, NIE or CIF', async () => {
    expect(await data(mock.api('post', '/api/customer/validateDni', { dni: '12345678z' }))).toEqual({
      dni: '12345678Z',
      type: 'DNI',
      valid: true,
    });
    expect(await data(mock.api('post', '/api/customer/validateDni', { dni: 'X-1234567-L' }))).toEqual({
      dni: 'X1234567L',
      type: 'NIE',
      valid: true,
    });
    expect(await refusal(mock.api('post', '/api/customer/validateDni', { dni: '12345678A' }))).toBe(esMessages.spanishId);
    expect(await refusal(mock.api('post', '/api/customer/validateDni', {}))).toBe('dni is required.');
  });
});

describe('handover SMS', () => {
  it('checks a handover, resends its PIN under the resend wait, and refuses a finished one', async () => {
    const intro = mock.ctx.db.introductions.find((i) => i.introductionId === 'intro-waiting-07')!;
    const customer = seedCustomer(intro.customerId);
    const checked = await data(post('/api/customer/handover/smsControl', { customerId: customer.id, action: 'check' }));
    expect(checked).toMatchObject({ introductionId: 'intro-waiting-07', status: 'waitingForPin', pinLive: false });

    await data(post('/api/customer/handover/smsControl', { customerId: customer.id, action: 'resend' }));
    const sms = await data(get(`/api/communication/sms/history?mobilePhone=${customer.mobilePhone}`, admin));
    expect(sms[0].text).toMatch(/^Your Pronto PIN is \d{4}\.$/);
    const after = await data(post('/api/customer/handover/smsControl', { customerId: customer.id, action: 'check' }));
    expect(after).toMatchObject({ pinLive: true, lastPinSentAt: sms[0].createdAt });
    expect(after).not.toHaveProperty('pin');
    expect(await refusal(post('/api/customer/handover/smsControl', { customerId: customer.id, action: 'resend' }))).toMatch(
      /^Please wait before asking for a new PIN/,
    );

    const done = mock.ctx.db.introductions.find((i) => i.status === 'handoverCompleted')!;
    expect(await refusal(post('/api/customer/handover/smsControl', { customerId: done.customerId, action: 'resend' }))).toBe(
      `The handover of customer ${done.customerId} is already completed: no PIN is needed.`,
    );
    expect(await refusal(post('/api/customer/handover/smsControl', { customerId: 8, action: 'check' }))).toBe(
      'Customer 8 did not come through a partner handover.',
    );
    expect(await refusal(post('/api/customer/handover/smsControl', { customerId: 8, action: 'explode' }))).toBe(
      'action must be one of resend, check.',
    );
  });
});

describe('customer reports', () => {
  const day = () => seedCustomer(1).createdAt.slice(0, 10);

  it('counts the customers who registered in a period, figures only', async () => {
    const report = await data(post('/api/customer/report/customers', { from: day(), to: day() }, reporter));
    const registered = mock.ctx.db.customers.filter((c) => c.createdAt.startsWith(day()) && !c.deleted);
    expect(report.count).toBe(registered.length);
    expect(report.byCountry).toEqual({
      GB: registered.filter((c) => c.country === 'GB').length,
      ES: registered.filter((c) => c.country === 'ES').length,
    });
    expect(report.byStatus.approved).toBe(registered.filter((c) => c.statuses.at(-1)?.status === 'approved').length);
    expect(JSON.stringify(report)).not.toContain('@');
    expect(await refusal(post('/api/customer/report/customers', { from: '2026-02-01', to: '2026-01-01' }, reporter))).toBe(
      'from must be on or before to.',
    );
    expect(await refusal(post('/api/customer/report/customers', { from: 'yesterday', to: '2026-01-01' }, reporter))).toBe(
      'from must be a date (YYYY-MM-DD).',
    );
    expect((await post('/api/customer/report/customers', { from: day(), to: day() }, agent)).status).toBe(403);
  });

  it('follows the registrations of a period through the funnel', async () => {
    const report = await data(post('/api/customer/report/registrations', { from: day(), to: day(), country: 'ES' }, admin));
    const started = mock.ctx.db.customers.filter((c) => c.createdAt.startsWith(day()) && c.country === 'ES');
    expect(report.steps.map((s: Row) => s.step)).toEqual(['started', 'pinConfirmed', 'detailsCompleted', 'borrowed', 'declined']);
    expect(report.steps[0]).toMatchObject({ ES: started.length, count: started.length, percentOfStarted: 100 });
    const borrowed = started.filter((c) => mock.ctx.db.loans.some((l) => l.customerId === c.id && isIssuedLoan(l)));
    expect(report.steps[3]).toMatchObject({ count: borrowed.length });
    expect(await refusal(post('/api/customer/report/registrations', { from: day(), to: day(), country: 'FR' }, admin))).toBe(
      'country must be GB or ES.',
    );
  });
});

describe('dEngage contact syncs', () => {
  it('lists the nightly syncs and starts one', async () => {
    const seeded = await data(get('/api/customer/dengage/syncJobs', admin));
    expect(seeded.map((j: Row) => j.requestedBy)).toEqual(['system', 'system']);
    const job = await data(post('/api/customer/dengage/sync', { country: 'GB', reason: 'New campaign' }, admin));
    const jobs = await data(get('/api/customer/dengage/syncJobs', admin));
    expect(jobs[0]).toEqual(job);
    expect(job).toMatchObject({ countries: ['GB'], status: 'completed', requestedBy: 'admin@pronto.test', reason: 'New campaign' });
    const gb = mock.ctx.db.customers.filter((c) => c.country === 'GB' && !c.deleted).length;
    expect(job.contacts + job.skipped).toBe(gb);
    expect(job.contacts).toBeLessThan(seeded[0].contacts);
    expect(await refusal(post('/api/customer/dengage/sync', { country: 'FR' }, admin))).toBe('country must be GB or ES.');
    expect((await post('/api/customer/dengage/sync', {}, agent)).status).toBe(403);
  });
});

describe('membership support', () => {
  it('unblocks a customer locked out by wrong PINs, on the audit trail', async () => {
    const login = (password: string) =>
      mock.api('post', '/api/membership/login', { phoneNumber: '07100000005', password, countryCode: 'GB' });
    for (let i = 0; i < 5; i++) await login('9999');
    expect((await login('1234')).body.errors[0].code).toBe('TooManyAttempts');
    const answer = await data(post('/api/membership/unblock', { customerId: 5 }));
    expect(answer).toMatchObject({ customerId: 5, wasLocked: true });
    expect((await login('1234')).status).toBe(200);
    const audit = await data(get('/api/customer/staff/audit?customerId=5'));
    expect(audit[0]).toMatchObject({ callId: 'membership.unblock', staffEmail: 'agent@pronto.test' });
  });

  it('issues a support token with a reason; it opens the customer’s session', async () => {
    expect(await refusal(post('/api/membership/token', { customerId: 8 }))).toBe(REASON_REQUIRED);
    const { token, expires } = await data(post('/api/membership/token', { customerId: 8, reason: 'Customer on the phone' }));
    expect(Date.parse(expires) - Date.now()).toBeLessThanOrEqual(60 * 60 * 1000);
    const details = await data(mock.api('get', `/api/membership/token?token=${String(token)}`));
    expect(details.id).toBe(8);
    // Customer 8's risk score was set by hand (and cleared) above: the lender's judgement is not in what the customer's apps see.
    expect(details).not.toHaveProperty('riskScore');
    const audit = await data(get('/api/customer/staff/audit?customerId=8'));
    expect(audit[0]).toMatchObject({ callId: 'membership.token.post', reason: 'Customer on the phone' });
  });

  it('reads a staff member by id, never the password; the literal paths beside it still answer', async () => {
    expect(await data(get('/api/membership/2', admin))).toEqual({
      id: 2,
      emailAddress: 'agent@pronto.test',
      fullName: 'Agnes Agent',
      role: 'agent',
      country: 'GB',
      active: true,
    });
    expect(await refusal(get('/api/membership/999', admin))).toBe('Staff member 999 does not exist.');
    expect(await refusal(get('/api/membership/abc', admin))).toBe('id must be a positive whole number.');
    expect((await get('/api/membership/2', agent)).status).toBe(403);
    const agents = mock.ctx.db.staff.filter((s) => s.role === 'agent' && s.active).map((s) => s.id);
    expect((await data(get('/api/membership/cams', admin))).map((m: Row) => m.id)).toEqual(agents);
  });
});
