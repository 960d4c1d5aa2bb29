import { describe, expect, it } from 'vitest';
import { SUMMARY_GROUPS } from '@pronto/domain';
import { reportTexts } from './messages.ts';

describe('report texts', () => {
  it('names every summary group in Spanish, not in English', () => {
    for (const { key } of SUMMARY_GROUPS) {
      expect(reportTexts.es.groups[key], key).toBeTruthy();
      expect(reportTexts.es.groups[key], key).not.toBe(reportTexts.en.groups[key]);
    }
    expect(reportTexts.es.borrowers).not.toEqual(reportTexts.en.borrowers);
  });
});
