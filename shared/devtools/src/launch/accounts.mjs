// The fixed seeded accounts (DESIGN.md "Seeded accounts"), printed by `npm start` and listed in the README.
export const statuses = [
  'new',
  'preRegistered',
  'registered',
  'systemApproved',
  'securityChecked',
  'internalCollection',
  'externalCollection',
  'approved',
  'closed',
  'legal',
  'declined',
  'waiting',
];

export const staffPassword = 'pronto123';
export const customerPin = '1234';

/** @param {'GB' | 'ES'} market */
export function staffEmails(market) {
  const domain = market === 'ES' ? 'es' : 'test';
  return ['admin', 'agent', 'reporter'].map((role) => `${role}@pronto.${domain}`);
}

/**
 * One customer per status: UK 07100000001.., ES 600000001..
 * @param {'GB' | 'ES'} market
 */
export function customerMobiles(market) {
  return statuses.map((status, i) => {
    const n = String(i + 1).padStart(2, '0');
    return { status, mobile: market === 'ES' ? `6000000${n}` : `071000000${n}` };
  });
}

/** @param {'GB' | 'ES'} market */
export function loginsText(market) {
  const lines = [
    `Staff (password ${staffPassword}; sign in with the country of the address):`,
    `  GB  ${staffEmails('GB').join(', ')}`,
    `  ES  ${staffEmails('ES').join(', ')}`,
    `${market === 'ES' ? 'Spanish' : 'UK'} customers (PIN ${customerPin}), one per status:`,
  ];
  const rows = customerMobiles(market).map(({ status, mobile }) => `${mobile} ${status}`);
  for (let i = 0; i < rows.length; i += 3)
    lines.push(
      `  ${rows
        .slice(i, i + 3)
        .map((r) => r.padEnd(32))
        .join('')}`.trimEnd(),
    );
  return lines.join('\n');
}
