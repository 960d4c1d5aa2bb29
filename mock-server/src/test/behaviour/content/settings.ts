import { expect } from 'vitest';
import type { Translation } from '@pronto/api';
import type { Cases, World } from '../harness.ts';

const FORBIDDEN = 'You are not allowed to do this.';

/** One enumeration as the console reads it (content.enums) and as the registration form reads it (public). */
async function employmentStatus(w: World) {
  const all = await w.ok('content.enums');
  const site = await w.ok('content.enums.post', { as: 'public', data: { names: ['EmploymentStatus'] } });
  return { console: all.EmploymentStatus?.map((e) => e.key), site: site.EmploymentStatus?.map((e) => e.key) };
}

const translation = (w: World, culture: string, key: string) => w.ok('content.translationsByCultureAndKey', { params: { culture, key } });

type Setting = { key: string; value: boolean | number; default: boolean | number; updatedBy: string | null };
const settings = async (w: World) => (await w.ok('content.automation')) as Setting[];

/** Enumerations, translations and the automation settings. */
export const settingsCases: Cases<'content'> = {
  'content.enums': {
    reads: 'every enumeration of the seed by name: Gender female and male',
    call: {},
    check: ({ data }) => {
      expect(data.Gender).toEqual([
        { key: 'female', value: 'Female' },
        { key: 'male', value: 'Male' },
      ]);
      expect(data.EmploymentStatus?.[0]).toEqual({ key: 'fullTimeEmployed', value: 'Full-time employed' });
    },
  },
  'content.enums.post': {
    does: "content staff add an employment status: the console's enums and the registration form's public read both offer it",
    // The entry is public (the form's read); adding a value is the content staff's, so the admin calls.
    call: { as: 'admin', data: { name: 'EmploymentStatus', key: 'zeroHours', value: 'Zero-hours contract' } },
    readBack: employmentStatus,
    check: (after, before, answer) => {
      expect(after.console).toEqual([...(before.console ?? []), 'zeroHours']);
      expect(after.site).toEqual(after.console);
      expect(answer.data.EmploymentStatus?.at(-1)).toEqual({ key: 'zeroHours', value: 'Zero-hours contract' });
    },
    refuses: [
      {
        call: { as: 'admin', data: { name: 'EmploymentStatus', key: 'fullTimeEmployed', value: 'Again' } },
        status: 422,
        message: 'EmploymentStatus already has the value fullTimeEmployed.',
      },
      {
        call: { as: 'admin', data: { name: 'employment', key: 'x', value: 'X' } },
        status: 422,
        message: 'name must start with a capital letter and hold only letters and digits, like EmploymentStatus.',
      },
      {
        call: { as: 'public', data: { name: 'EmploymentStatus', key: 'hacker', value: 'Hacker' } },
        status: 401,
        message: 'Authorization Error',
      },
      { call: { as: 'agent', data: { name: 'EmploymentStatus', key: 'agent', value: 'Agent' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'content.translations': {
    reads: 'the texts of a culture: the English technical error',
    call: { params: { culture: 'en-GB' } },
    check: ({ data }) => {
      expect(data.every((t) => t.culture === 'en-GB')).toBe(true);
      expect(data.find((t) => t.key === 'common.technicalError')?.value).toBe('Technical error');
    },
  },
  'content.translationsByCultureAndKey': {
    reads: 'one text by culture and key: the Spanish technical error',
    call: { params: { culture: 'es-ES', key: 'common.technicalError' } },
    check: ({ data }) => {
      expect(data).toMatchObject({ culture: 'es-ES', key: 'common.technicalError', value: 'Error técnico' });
    },
    refuses: [{ call: { params: { culture: 'es-ES' } }, status: 422, message: 'key is required.' }],
  },
  'content.translation/businessException': {
    reads: 'the business exception messages in English',
    call: { params: { culture: 'en-GB' } },
    check: ({ data }) => {
      expect(data.map((t) => t.key)).toEqual([
        'businessException.loanNotFound',
        'businessException.customerBlocked',
        'businessException.amountTooHigh',
        'businessException.openLoanExists',
        'businessException.cardDeclined',
      ]);
      expect(data[0]?.value).toBe('The loan could not be found.');
    },
  },
  'content.translation': {
    does: 'adds a text, read back by culture and key',
    call: { data: { culture: 'en-GB', key: 'home.welcome', value: 'Welcome back' } },
    readBack: (w) => translation(w, 'en-GB', 'home.welcome'),
    check: (after, before) => {
      expect(before).toBeNull();
      expect(after).toMatchObject({ culture: 'en-GB', key: 'home.welcome', value: 'Welcome back' });
    },
    refuses: [
      {
        call: { data: { culture: 'en-GB', key: 'common.technicalError', value: 'x' } },
        status: 422,
        message: 'A en-GB translation of common.technicalError exists already.',
      },
      {
        call: { data: { culture: 'fr-FR', key: 'home.welcome', value: 'Bienvenue' } },
        status: 422,
        message: 'culture must be en-GB or es-ES.',
      },
      { call: { data: { culture: 'en-GB', key: 'home.welcome' } as never }, status: 422, message: 'value is required.' },
    ],
  },
  'content.updateTranslation': {
    does: 'changes a text by culture and key, or by id (its value only)',
    call: { data: { culture: 'en-GB', key: 'common.requestTimeout', value: 'The request took too long.' } },
    readBack: async (w) => ({
      byKey: await translation(w, 'en-GB', 'common.requestTimeout'),
      first: await translation(w, 'en-GB', 'common.technicalError'),
    }),
    check: async (after, before, _answer, w) => {
      expect(before.byKey?.value).toBe('Request Timeout.');
      expect(after.byKey?.value).toBe('The request took too long.');
      const first = before.first as Translation;
      await w.ok('content.updateTranslation', { data: { id: first.id, value: 'Something went wrong.' } });
      expect(await translation(w, 'en-GB', 'common.technicalError')).toMatchObject({
        id: first.id,
        key: 'common.technicalError',
        value: 'Something went wrong.',
      });
    },
    refuses: [
      { call: { data: { culture: 'en-GB', key: 'nope', value: 'x' } }, status: 422, message: 'There is no en-GB translation of nope.' },
      { call: { data: { culture: 'en-GB', key: 'common.requestTimeout', value: '' } }, status: 422, message: 'value is required.' },
      {
        call: { data: { id: 1, key: 'common.requestTimeout', value: 'x' } as never },
        status: 422,
        message: 'Only the value of a translation changes: key cannot be set.',
      },
    ],
  },
  'content.automation': {
    reads: 'the automation settings at their defaults: internal collection after 1 day, 3 card retries',
    call: {},
    check: ({ data }) => {
      const rows = data as Setting[];
      expect(rows).toHaveLength(10);
      expect(rows.find((s) => s.key === 'internalCollectionAfterDays')).toMatchObject({ value: 1, default: 1, updatedBy: null });
      expect(rows.find((s) => s.key === 'cardRetryAttempts')).toMatchObject({ value: 3, default: 3 });
    },
  },
  'content.automation.post': {
    does: 'changes a setting: read back with its new value and who changed it',
    call: { data: { key: 'cardRetryAttempts', value: 2 } },
    readBack: async (w) => (await settings(w)).find((s) => s.key === 'cardRetryAttempts'),
    check: (after, before) => {
      expect(before).toMatchObject({ value: 3, updatedBy: null });
      expect(after).toMatchObject({ value: 2, default: 3, updatedBy: 'admin@pronto.test' });
    },
    refuses: [
      {
        call: { data: { key: 'cardRetryAttempts', value: 9 } },
        status: 422,
        message: 'cardRetryAttempts must be a whole number from 0 to 5.',
      },
      {
        call: { data: { settings: { internalCollectionAfterDays: 50, externalCollectionAfterDays: 40 } } },
        status: 422,
        message: 'Internal collection must start before external collection.',
      },
      { call: { as: 'agent', data: { key: 'cardRetryAttempts', value: 1 } }, status: 403, message: FORBIDDEN },
    ],
  },
};
