import { describe, expect, it } from 'vitest';
import { bulkPlan, channelsFor, sourcesFor } from './bulkPlan.ts';
import { criteriaText } from './criteria.ts';

describe('bulkPlan: which sending call a form makes', () => {
  it('sends a template to a segment with SendSmsBulk / SendEmailBulk', () => {
    expect(bulkPlan({ audience: 'segment', segmentId: 3, channel: 'sms', source: 'template', templateId: 8 })).toEqual({
      id: 'communication.SendSmsBulk',
      data: { segmentId: 3, templateId: 8 },
      bulk: true,
    });
    expect(bulkPlan({ audience: 'segment', segmentId: 3, channel: 'email', source: 'template', templateId: 7 }).id).toBe(
      'communication.SendEmailBulk',
    );
  });

  it('sends free text to a list with bulkSms (no subject) / bulkEmail (with subject)', () => {
    expect(bulkPlan({ audience: 'list', customerIds: '4, 5', channel: 'sms', source: 'text', text: 'Hi', subject: 'ignored' })).toEqual({
      id: 'communication.bulkSms',
      data: { customerIds: '4, 5', text: 'Hi' },
      bulk: true,
    });
    // Picked by name in the form: the ids as the call's list.
    expect(bulkPlan({ audience: 'list', customerIds: [4, 5], channel: 'sms', source: 'text', text: 'Hi' }).data).toEqual({
      customerIds: '4, 5',
      text: 'Hi',
    });
    expect(bulkPlan({ audience: 'list', customerIds: '4', channel: 'email', source: 'text', text: 'Hi', subject: 'News' })).toEqual({
      id: 'communication.bulkEmail',
      data: { customerIds: '4', text: 'Hi', subject: 'News' },
      bulk: true,
    });
  });

  it('sends to one customer with sendSpecificSms or sendEmailSms', () => {
    expect(bulkPlan({ audience: 'one', customerId: '9', channel: 'sms', source: 'text', text: 'Call us' })).toEqual({
      id: 'communication.sendSpecificSms',
      data: { customerId: '9', text: 'Call us' },
      bulk: false,
    });
    expect(bulkPlan({ audience: 'one', customerId: '9', channel: 'both', source: 'template', templateId: 6 })).toEqual({
      id: 'communication.sendEmailSms',
      data: { customerId: '9', templateId: 6 },
      bulk: false,
    });
  });

  it('offers e-mail and SMS together only to one customer, and no template for a free SMS', () => {
    expect(channelsFor('segment')).toEqual(['sms', 'email']);
    expect(channelsFor('one')).toEqual(['sms', 'both']);
    expect(sourcesFor('one', 'sms')).toEqual(['text']);
    expect(sourcesFor('list', 'sms')).toEqual(['template', 'text']);
  });
});

describe('criteriaText', () => {
  it('summarises criteria on one line and ignores unknown fields', () => {
    expect(
      criteriaText([
        { field: 'country', value: 'ES' },
        { field: 'minLoans', value: '2' },
        { field: 'shoe', value: '9' },
      ]),
    ).toBe('country = ES · loans ≥ 2');
    expect(criteriaText(undefined)).toBe('-');
  });
});
