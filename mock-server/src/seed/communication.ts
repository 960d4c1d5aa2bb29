import type { CustomerRecord, LoanRecord, Row } from '../types.ts';
import { at, rel, type Fakers } from './random.ts';

const rows = <T extends object>(items: T[]): Row[] => items.map((item, i) => ({ id: i + 1, ...item }));

/**
 * Marketing and contact data of the back office: segments with criteria, scheduled sends (two gone
 * out, three planned), some customers' refused permissions with their history, the support mailbox
 * and the IVR campaigns with a few calls. Replaces the bare segments and schedules of content.ts.
 */
export function communicationSeed(fakers: Fakers, customers: CustomerRecord[], loans: LoanRecord[]) {
  const f = fakers.GB;
  const segments = rows(
    [
      {
        name: 'First-time borrowers',
        description: 'Exactly one loan so far',
        criteria: [
          { field: 'minLoans', value: '1' },
          { field: 'maxLoans', value: '1' },
        ],
      },
      { name: 'Repeat borrowers', description: 'Two loans or more', criteria: [{ field: 'minLoans', value: '2' }] },
      {
        name: 'Internal collection',
        description: 'Customers in internal collection',
        criteria: [{ field: 'status', value: 'internalCollection' }],
      },
      {
        name: 'Spain registered, no loan',
        description: 'Registered in Spain, never borrowed',
        criteria: [
          { field: 'country', value: 'ES' },
          { field: 'status', value: 'registered' },
        ],
      },
      {
        name: 'UK approved',
        description: 'Approved customers in the United Kingdom',
        criteria: [
          { field: 'country', value: 'GB' },
          { field: 'status', value: 'approved' },
        ],
      },
    ].map((s) => ({ ...s, createdAt: at(rel('2026-02-01')), createdBy: 'admin@pronto.test' })),
  );

  // Template ids of templates(): 6 WELCOME_EMAIL, 7 PAYMENT_REMINDER, 8 PAYMENT_REMINDER_SMS, 9 COLLECTION_NOTICE.
  const marketingScheduled = rows(
    [
      {
        name: 'October reminder',
        templateId: 7,
        segmentId: 2,
        channel: 'email',
        scheduledAt: at(rel('2026-10-05'), 9),
        status: 'sent',
        sent: 41,
      },
      {
        name: 'Collection nudge',
        templateId: 8,
        segmentId: 3,
        channel: 'sms',
        scheduledAt: at(rel('2026-10-20'), 11),
        status: 'sent',
        sent: 12,
      },
      {
        name: 'Christmas welcome back',
        templateId: 6,
        segmentId: 1,
        channel: 'email',
        scheduledAt: at(rel('2027-12-01'), 9),
        status: 'scheduled',
        sent: 0,
      },
      {
        name: 'New year reminder',
        templateId: 8,
        segmentId: 5,
        channel: 'sms',
        scheduledAt: at(rel('2028-01-05'), 10),
        status: 'scheduled',
        sent: 0,
      },
      {
        name: 'Spring campaign',
        templateId: 6,
        segmentId: 4,
        channel: 'email',
        scheduledAt: at(rel('2028-03-01'), 9),
        status: 'scheduled',
        sent: 0,
      },
    ].map((m) => ({ ...m, createdAt: at(rel('2026-09-15')), createdBy: 'admin@pronto.test' })),
  );

  // Every 15th generated customer refused marketing SMS; every 40th refused phone calls altogether.
  const commPermissions: Row[] = [];
  const commPermissionHistory: Row[] = [];
  customers.slice(20).forEach((c, i) => {
    const refusals: [string, string][] = [];
    if (i % 15 === 0) refusals.push(['ncp', 'sms']);
    if (i % 40 === 0) refusals.push(['communication', 'phone']);
    for (const [kind, channel] of refusals) {
      const when = at(rel('2026-06-10'), 12);
      commPermissions.push({
        id: commPermissions.length + 1,
        customerId: c.id,
        kind,
        channel,
        allowed: false,
        updatedAt: when,
        updatedBy: 'agent@pronto.test',
      });
      commPermissionHistory.push({
        id: commPermissionHistory.length + 1,
        customerId: c.id,
        kind,
        channel,
        action: 'remove',
        allowed: false,
        before: true,
        reason: 'Asked on the phone',
        createdBy: 'agent@pronto.test',
        createdAt: when,
      });
    }
  });

  const subjects = [
    'Question about my repayment',
    'Please call me back',
    'Statement request',
    'Complaint about a collector',
    'Change my bank details',
    'Payment made today',
  ];
  const gmailMessages: Row[] = [];
  customers.slice(0, 24).forEach((c, i) => {
    const threadId = i + 1;
    const subject = subjects[i % subjects.length] as string;
    const day = rel(`2026-10-${String(1 + i).padStart(2, '0')}`);
    const labels = [
      'INBOX',
      ...(i % 3 === 0 ? ['UNREAD'] : []),
      ...(i % 5 === 0 ? ['STARRED'] : []),
      ...(subject.startsWith('Complaint') ? ['Complaints'] : []),
      ...(subject.startsWith('Payment') ? ['Collections'] : []),
    ];
    const body = f.lorem.sentences(2);
    gmailMessages.push({
      id: gmailMessages.length + 1,
      threadId,
      labelIds: labels,
      from: c.emailAddress,
      to: 'support@pronto.test',
      subject,
      snippet: body.slice(0, 120),
      body,
      createdAt: at(day, 9),
    });
    if (i % 2 === 0) {
      const reply = `Dear ${c.firstName}, thank you for your message. ${f.lorem.sentence()}`;
      gmailMessages.push({
        id: gmailMessages.length + 1,
        threadId,
        labelIds: ['SENT'],
        from: 'support@pronto.test',
        to: c.emailAddress,
        subject: `Re: ${subject}`,
        snippet: reply.slice(0, 120),
        body: reply,
        createdAt: at(day, 15),
        sentBy: 'agent@pronto.test',
      });
    }
  });

  const ivrCampaigns = rows(
    [
      { type: 'welcome', name: 'Welcome call', state: 'running', startHour: 9, endHour: 20, maxAttempts: 2, calls: 0 },
      {
        type: 'unanswered',
        name: 'Call back after an unanswered call',
        state: 'stopped',
        startHour: 10,
        endHour: 18,
        maxAttempts: 3,
        calls: 0,
      },
      { type: 'collection', name: 'Collection reminder call', state: 'running', startHour: 8, endHour: 21, maxAttempts: 5, calls: 0 },
    ].map((c) => ({
      ...c,
      startedAt: at(rel('2026-09-01'), 8),
      stoppedAt: c.state === 'stopped' ? at(rel('2026-10-15'), 17) : null,
      updatedAt: at(rel('2026-10-15'), 17),
      updatedBy: 'admin@pronto.test',
    })),
  );
  const overdue = [...new Set(loans.filter((l) => l.status === 'overdue').map((l) => l.customerId))].slice(0, 8);
  const ivrCalls = rows(
    overdue.map((customerId, i) => {
      const c = customers.find((x) => x.id === customerId) as CustomerRecord;
      return {
        campaign: 'collection',
        customerId,
        mobilePhone: c.mobilePhone,
        status: (['answered', 'unanswered', 'busy', 'queued'] as const)[i % 4],
        attempt: 1,
        createdAt: at(rel(`2026-10-${String(20 + i).padStart(2, '0')}`), 11),
        createdBy: 'admin@pronto.test',
        notifiedAt: i % 4 === 3 ? null : at(rel(`2026-10-${String(20 + i).padStart(2, '0')}`), 12),
      };
    }),
  );
  for (const campaign of ivrCampaigns) campaign.calls = ivrCalls.filter((c) => c.campaign === campaign.type).length;

  return { segments, marketingScheduled, commPermissions, commPermissionHistory, gmailMessages, ivrCampaigns, ivrCalls };
}
