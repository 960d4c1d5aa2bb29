import { expect } from 'vitest';
import type { Cases, World } from '../harness.ts';
import type { MarketingSend, Segment } from './books.ts';

/*
 * Segments and scheduled marketing. The seed: five segments (5 is "UK approved", customer 8's) and five
 * sends, the first two gone out, 3 to 5 planned (4 to segment 5).
 */

const FORBIDDEN = 'You are not allowed to do this.';
const FUTURE = '2030-01-01T09:00:00.000Z';

const segments = async (w: World) => (await w.ok('communication.getAllSegments')) as Segment[];
const sends = async (w: World) => (await w.ok('communication.getAllMarketingScheduled')) as MarketingSend[];

export const marketingCases: Cases<'communication'> = {
  'communication.getAllSegments': {
    reads: 'the five seeded segments, each with the number of customers it selects now',
    call: {},
    check: ({ data }) => {
      const rows = data as Segment[];
      expect(rows.map((s) => s.name)).toEqual([
        'First-time borrowers',
        'Repeat borrowers',
        'Internal collection',
        'Spain registered, no loan',
        'UK approved',
      ]);
      expect(rows[4]).toMatchObject({
        criteria: [
          { field: 'country', value: 'GB' },
          { field: 'status', value: 'approved' },
        ],
      });
      expect(rows[4]?.customers).toBeGreaterThan(0);
    },
    refuses: [{ call: { as: 'agent' }, status: 403, message: FORBIDDEN }],
  },
  'communication.getSegmentById': {
    reads: 'one segment with its criteria and count',
    call: { vars: { id: 2 } },
    check: async ({ data }, w) => {
      const segment = data as Segment;
      expect(segment).toMatchObject({ id: 2, name: 'Repeat borrowers', criteria: [{ field: 'minLoans', value: '2' }] });
      expect(segment.customers).toBe((await segments(w)).find((s) => s.id === 2)?.customers);
    },
  },
  'communication.insertSegment': {
    does: 'adds a segment: the list has it with the customers it selects',
    call: { data: { name: 'Spain all', description: 'Every Spanish customer', criteria: [{ field: 'country', value: 'ES' }] } },
    readBack: async (w) => (await segments(w)).find((s) => s.name === 'Spain all'),
    check: async (after, before, _answer, w) => {
      expect(before).toBeUndefined();
      expect(after).toMatchObject({ description: 'Every Spanish customer', createdBy: 'admin@pronto.test' });
      // Every Spanish customer includes the "Spain registered, no loan" ones.
      const registered = (await segments(w)).find((s) => s.id === 4);
      expect(after?.customers).toBeGreaterThan(registered?.customers ?? 0);
    },
    refuses: [
      { call: { data: { name: '', criteria: [{ field: 'country', value: 'ES' }] } }, status: 422, message: 'A segment needs a name.' },
      { call: { data: { name: 'Nothing', criteria: [] } }, status: 422, message: 'A segment needs at least one criterion.' },
      {
        call: { data: { name: 'France', criteria: [{ field: 'country', value: 'FR' }] } },
        status: 422,
        message: 'Criterion 1: country must be GB or ES.',
      },
      {
        call: { data: { name: 'repeat borrowers', criteria: [{ field: 'minLoans', value: '3' }] } },
        status: 422,
        message: 'A segment named repeat borrowers exists already.',
      },
    ],
  },
  'communication.deleteSegment': {
    does: 'deletes a segment no send is planned for',
    call: async (w) => {
      const made = (await w.ok('communication.insertSegment', {
        data: { name: 'Short-lived', criteria: [{ field: 'minLoans', value: '5' }] },
      })) as Segment;
      return { vars: { id: made.id } };
    },
    readBack: async (w) => (await segments(w)).map((s) => s.name),
    check: (after, before) => {
      expect(before).toContain('Short-lived');
      expect(after).not.toContain('Short-lived');
    },
    refuses: [{ call: { vars: { id: 5 } }, status: 422, message: 'Segment UK approved has 1 scheduled sends; delete them first.' }],
  },
  'communication.getAllMarketingScheduled': {
    reads: 'the five seeded sends: two gone out, three planned',
    call: {},
    check: ({ data }) => {
      const rows = data as MarketingSend[];
      expect(rows.map((m) => [m.name, m.status])).toEqual([
        ['October reminder', 'sent'],
        ['Collection nudge', 'sent'],
        ['Christmas welcome back', 'scheduled'],
        ['New year reminder', 'scheduled'],
        ['Spring campaign', 'scheduled'],
      ]);
    },
  },
  'communication.getMarketingScheduledById': {
    reads: 'one planned send with its template, segment and channel',
    call: { vars: { id: 4 } },
    check: ({ data }) =>
      expect(data).toMatchObject({ id: 4, name: 'New year reminder', templateId: 8, segmentId: 5, channel: 'sms', status: 'scheduled' }),
  },
  'communication.insertMarketingScheduled': {
    does: "plans a send of an SMS template to a segment: the list has it, on the template's channel",
    call: { data: { name: 'Summer balance', templateId: 12, segmentId: 5, scheduledAt: FUTURE } },
    readBack: async (w) => (await sends(w)).find((m) => m.name === 'Summer balance'),
    check: (after) =>
      expect(after).toMatchObject({ templateId: 12, segmentId: 5, channel: 'sms', scheduledAt: FUTURE, status: 'scheduled' }),
    refuses: [
      {
        call: { data: { name: 'Late', templateId: 8, segmentId: 5, scheduledAt: '2020-01-01T09:00:00.000Z' } },
        status: 422,
        message: 'The send time must be in the future.',
      },
      {
        call: { data: { name: 'Terms', templateId: 1, segmentId: 5, scheduledAt: FUTURE } },
        status: 422,
        message: 'Template UK_TERMS_AND_CONDITIONS is a page template; only SMS and e-mail templates can be sent.',
      },
      {
        call: { data: { id: 1, name: 'October reminder', templateId: 7, segmentId: 2, scheduledAt: FUTURE } },
        status: 422,
        message: 'The send October reminder has gone out; it cannot be changed.',
      },
      {
        call: { data: { name: 'No segment', templateId: 8, scheduledAt: FUTURE } },
        status: 422,
        message: 'A scheduled send needs a segment.',
      },
    ],
  },
  'communication.deleteMarketingScheduled': {
    does: 'deletes a planned send',
    call: { vars: { id: 3 } },
    readBack: async (w) => (await sends(w)).map((m) => m.id),
    check: (after, before) => {
      expect(before).toContain(3);
      expect(after).toEqual(before.filter((id: number) => id !== 3));
    },
    refuses: [{ call: { vars: { id: 1 } }, status: 422, message: 'The send October reminder has gone out; it cannot be deleted.' }],
  },
};
