import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock, type Mock } from '../harness.ts';
import { run, worldOf, type World } from './harness.ts';

/** The harness itself: a write whose effect the case cannot read back fails, as does a refusal that is not one. */
let mock: Mock;
let w: World;
beforeAll(async () => {
  mock = await startMock();
  w = worldOf(mock);
});
afterAll(() => mock.close());

describe('the behaviour harness', () => {
  it('fails a write that answers 200 when nothing its read-back reads has changed', async () => {
    const written = run(
      'customer.comment.post',
      {
        does: 'adds a comment',
        call: { data: { customerId: 8, text: 'Read back the wrong thing' } },
        readBack: (world) => world.ok('customer.groups'),
      },
      w,
    );
    await expect(written).rejects.toThrow('customer.comment.post answered 200 but nothing read back changed');
  });

  it('passes the same write read back where it lands', async () => {
    await run(
      'customer.comment.post',
      {
        does: 'adds a comment',
        call: { data: { customerId: 8, text: 'Read back the comments' } },
        readBack: (world) => world.ok('customer.comment', { params: { customerId: 8 } }),
      },
      w,
    );
  });

  it('fails a refusal the mock does not make', async () => {
    const refused = run(
      'customer.comment.post',
      {
        does: 'adds a comment',
        call: { data: { customerId: 8, text: 'Fine' } },
        readBack: (world) => world.ok('customer.comment', { params: { customerId: 8 } }),
        refuses: [{ call: { data: { customerId: 8, text: 'Also fine' } }, status: 422, message: /./ }],
      },
      w,
    );
    await expect(refused).rejects.toThrow('customer.comment.post refused');
  });
});
