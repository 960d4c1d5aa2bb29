import { describe, expect, it } from 'vitest';
import type { StaffUser } from '@pronto/api';
import { mayOperateNow } from './operations.ts';
import { writeSession } from './session.ts';

const storageWith = (user: StaffUser): Storage => {
  const map = new Map<string, string>();
  const storage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as unknown as Storage;
  writeSession({ token: 't', user }, storage);
  return storage;
};
const agent: StaffUser = { id: 7, emailAddress: 'collector@pronto.test', fullName: 'Colin Collector', role: 'agent', country: 'GB' };

describe('mayOperateNow: the console offers an agent only the business operations granted', () => {
  it('refuses a rollover to an agent without it, offers their granted ones and calls that are no operation', () => {
    const storage = storageWith({ ...agent, operations: ['manualPayment', 'discount'] });
    expect(mayOperateNow('loan.rollover', storage)).toBe(false);
    expect(mayOperateNow('loan.rolloverv2', storage)).toBe(false);
    expect(mayOperateNow('loan.restructureLoan', storage)).toBe(false);
    expect(mayOperateNow('loan.payloanmanual', storage)).toBe(true);
    expect(mayOperateNow('loan.discount', storage)).toBe(true);
    expect(mayOperateNow('loan.desistContract', storage)).toBe(true);
  });

  it('offers an admin everything, and a session from before operations were sent everything', () => {
    expect(mayOperateNow('loan.rollover', storageWith({ ...agent, id: 1, role: 'admin', operations: [] }))).toBe(true);
    expect(mayOperateNow('loan.rollover', storageWith(agent))).toBe(true);
  });
});
