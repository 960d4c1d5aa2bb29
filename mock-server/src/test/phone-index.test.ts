import { describe, expect, it } from 'vitest';
import { createPhoneIndex, phoneKey } from '../phone-index.ts';
import type { CustomerRecord } from '../types.ts';

const customer = (id: number, mobilePhone: string, extra: Partial<CustomerRecord> = {}) =>
  ({ id, mobilePhone, deleted: false, country: 'GB', ...extra }) as CustomerRecord;
const any = () => true;

describe('phone index', () => {
  it('finds a customer by any spelling of the number, the first in list order that is accepted', () => {
    const list = [customer(1, '7100000001', { deleted: true }), customer(2, '07100000001'), customer(3, '447100000001')];
    const index = createPhoneIndex(() => list);
    expect(index.find(phoneKey('+44 7100 000001'), (c) => !c.deleted)?.id).toBe(2);
    expect(index.find(phoneKey('07100000009'), any)).toBeNull();
  });

  it('takes in customers appended after it was built', () => {
    const list = [customer(1, '07100000001')];
    const index = createPhoneIndex(() => list);
    expect(index.find(phoneKey('07900000001'), any)).toBeNull();
    list.push(customer(2, '07900000001'));
    expect(index.find(phoneKey('07900000001'), any)?.id).toBe(2);
  });

  it('rebuilds when a customer was removed and another appended (same length)', () => {
    const list = [customer(1, '07100000001'), customer(2, '07100000002')];
    const index = createPhoneIndex(() => list);
    expect(index.find(phoneKey('07100000001'), any)?.id).toBe(1);
    list.splice(0, 1);
    list.push(customer(3, '07100000003'));
    expect(index.find(phoneKey('07100000001'), any)).toBeNull();
    expect(index.find(phoneKey('07100000003'), any)?.id).toBe(3);
  });

  it('never answers for a number the customer changed away from, and finds the new one once told', () => {
    const list = [customer(1, '07100000001')];
    const index = createPhoneIndex(() => list);
    expect(index.find(phoneKey('07100000001'), any)?.id).toBe(1);
    (list[0] as CustomerRecord).mobilePhone = '07100000099';
    expect(index.find(phoneKey('07100000001'), any)).toBeNull();
    index.stale();
    expect(index.find(phoneKey('07100000099'), any)?.id).toBe(1);
  });

  it('follows a list replaced by another array', () => {
    let list = [customer(1, '07100000001')];
    const index = createPhoneIndex(() => list);
    expect(index.find(phoneKey('07100000001'), any)?.id).toBe(1);
    list = [customer(7, '07100000001')];
    expect(index.find(phoneKey('07100000001'), any)?.id).toBe(7);
  });
});
