import { beforeEach, describe, expect, it } from 'vitest';
import { resetRequestConfig } from '@pronto/request';
import { fakeApi, requestsOf } from '../test/fakeApi.ts';
import { dataProvider } from './dataProvider.ts';

beforeEach(() => resetRequestConfig());

const agent = { id: 8, staffId: 8, emailAddress: 'cobrador@pronto.es', fullName: 'Carmen Cobradora', country: 'ES', active: true };

/* The console's saves of the last shared records to be versioned send the version their edit started from
 * (the record as the form read it), whether the resource table's provider writes the body or one of its own. */
describe('saves from a version', () => {
  it.each([
    ['templateChannels', 'communication.CommTemplateChannel.put', 'PUT', '/api/communication/CommTemplateChannel'],
    ['segments', 'communication.insertSegment', 'POST', '/api/communication/insertSegment'],
    ['marketingScheduled', 'communication.insertMarketingScheduled', 'POST', '/api/communication/insertMarketingScheduled'],
    ['customerGroups', 'customer.group', 'PUT', '/api/customer/group'],
  ] as const)('%s: the whole row, with the version read', async (resource, id, method, url) => {
    const fake = fakeApi({ [id]: { data: { id: 5, name: 'Theirs', version: 4 } } });
    await dataProvider.update(resource, {
      id: 5,
      data: { id: 5, name: 'Mine' },
      previousData: { id: 5, name: 'Before', version: 3 },
    });
    expect(requestsOf(fake)).toEqual([{ method, url, body: { id: 5, name: 'Mine', version: 3 } }]);
  });

  it('complaintCases: the subject and description, with the version read (0 before the first versioned edit)', async () => {
    const fake = fakeApi({ 'customer.complaintCase.put': { data: { id: 9 } as never } });
    await dataProvider.update('complaintCases', {
      id: 9,
      data: { id: 9, subject: 'Charged twice', description: 'Twice in May', status: 'open' },
      previousData: { id: 9, subject: 'Charged', version: 2 },
    });
    await dataProvider.update('complaintCases', { id: 9, data: { id: 9, subject: 'Charged' }, previousData: { id: 9 } });
    expect(requestsOf(fake).map((r) => r.body)).toEqual([
      { complaintCaseId: 9, subject: 'Charged twice', description: 'Twice in May', version: 2 },
      { complaintCaseId: 9, subject: 'Charged', version: 0 },
    ]);
  });

  it('camPermissions: the operations from the version read, then the live-chat switch from the version the first call answered', async () => {
    const fake = fakeApi({
      'membership.setCamBusinessOperationPermission': { data: { ...agent, liveChat: false, operations: ['rollover'], version: 6 } },
      'membership.liveChatAgentControl': { data: { ...agent, liveChat: true, operations: ['rollover'], version: 7 } },
    });
    const saved = await dataProvider.update('camPermissions', {
      id: 8,
      data: { ...agent, liveChat: true, operations: ['rollover'] },
      previousData: { ...agent, liveChat: false, operations: ['discount'], version: 5 },
    });
    expect(requestsOf(fake).map((r) => r.body)).toEqual([
      { staffId: 8, operations: ['rollover'], version: 5 },
      { staffId: 8, active: true, version: 6 },
    ]);
    expect(saved.data).toMatchObject({ id: 8, liveChat: true, version: 7 });
  });

  it('a refused stale save reaches the form as a 409 with the sentence naming who and when', async () => {
    const message =
      'This customer group was changed by Alex Admin at 10:15 on 28/11/2026. Their values are shown now: check them and save again to keep yours.';
    fakeApi({ 'customer.group': { status: 409, errors: [{ message, code: 'StaleVersion' }] } });
    await expect(
      dataProvider.update('customerGroups', { id: 5, data: { id: 5, name: 'Mine' }, previousData: { id: 5, version: 1 } }),
    ).rejects.toMatchObject({ status: 409, message });
  });
});
