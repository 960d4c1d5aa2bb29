import { describe, expect, it } from 'vitest';
import { amountSequence } from './calculator.ts';

describe('amountSequence', () => {
  it('starts after the chosen amount and cycles through the offered ones', () => {
    expect(amountSequence([100, 200, 300, 400], 100, 6)).toEqual([200, 300, 400, 100, 200, 300]);
  });

  it('never chooses the amount already on screen (each choice changes the schedule)', () => {
    const sequence = amountSequence([100, 200, 300], 300, 22);
    expect(sequence[0]).not.toBe(300);
    sequence.forEach((amount, i) => expect(amount).not.toBe(i === 0 ? 300 : sequence[i - 1]));
  });

  it('alternates when only two amounts are offered', () => {
    expect(amountSequence([100, 200], 100, 4)).toEqual([200, 100, 200, 100]);
  });

  it('starts from the first amount when the chosen one is not offered', () => {
    expect(amountSequence([100, 200, 300], 250, 2)).toEqual([200, 300]);
  });

  it('refuses a calculator with one amount: nothing would change', () => {
    expect(() => amountSequence([100, 100], 100, 3)).toThrow('offers 1 amount(s)');
  });
});
