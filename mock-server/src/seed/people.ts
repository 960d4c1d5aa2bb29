import type { AddressEntry, CountryCode, CustomerStatus } from '@pronto/api';
import { CUSTOMER_STATUSES, EMPLOYMENT_STATUSES } from '@pronto/domain';
import { addDays } from '../dates.ts';
import type { CustomerRecord, StaffRecord, StoredStatus } from '../types.ts';
import { at, rel, type Fakers } from './random.ts';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A valid Spanish DNI: 8 digits and the checksum letter. */
export function dni(n: number): string {
  const digits = String(n % 100_000_000).padStart(8, '0');
  return `${digits}${DNI_LETTERS[Number(digits) % 23]}`;
}

/** The status path a customer walks to reach `final` (oldest first). */
export function statusPath(final: CustomerStatus, startDay: string): StoredStatus[] {
  const path: CustomerStatus[] = ['new'];
  if (final !== 'new') path.push('preRegistered');
  if (final !== 'new' && final !== 'preRegistered') path.push('registered');
  if (!path.includes(final)) path.push(final);
  return path.map((status, i) => ({ status, createdAt: at(addDays(startDay, i), 10 + i), createdBy: i < 3 ? 'customer' : 'system' }));
}

interface PersonInput {
  id: number;
  country: CountryCode;
  status: CustomerStatus;
  mobilePhone: string;
  createdDay: string;
  emailAddress?: string;
}

export function makeCustomer(fakers: Fakers, input: PersonInput): CustomerRecord {
  const f = fakers[input.country];
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  const gb = input.country === 'GB';
  const employmentStatus = f.helpers.arrayElement(EMPLOYMENT_STATUSES);
  const birth = f.date.between({ from: '1950-01-01T00:00:00Z', to: '2000-12-31T00:00:00Z' }).toISOString().slice(0, 10);
  const postCode = gb
    ? f.location.zipCode()
    : `${String(f.number.int({ min: 1, max: 52 })).padStart(2, '0')}${String(f.number.int({ min: 0, max: 999 })).padStart(3, '0')}`;
  const home: AddressEntry = {
    addressType: 'home',
    building: gb ? `${f.number.int({ min: 1, max: 120 })} ${f.location.street()}` : undefined,
    country: input.country,
    county: f.location.county(),
    houseNumber: String(f.number.int({ min: 1, max: 200 })),
    flatNumber: f.helpers.maybe(() => String(f.number.int({ min: 1, max: 30 })), { probability: 0.3 }) ?? '',
    postCode,
    street: f.location.street(),
    town: f.location.city(),
  };
  const registeredPast = !['new', 'preRegistered'].includes(input.status);
  const work: AddressEntry = { addressType: 'work', companyName: f.company.name(), district: f.location.city(), country: input.country };
  const email =
    input.emailAddress ??
    `${firstName}.${lastName}.${input.id}@${f.helpers.arrayElement(['gmail.com', 'outlook.com', 'yahoo.com', 'hotmail.com'])}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9.@]/g, '');
  return {
    id: input.id,
    firstName,
    lastName,
    group: f.helpers.arrayElement(['standard', 'standard', 'standard', 'gold', 'partner']),
    additionalField: gb ? undefined : dni(f.number.int({ min: 10_000_000, max: 99_999_999 })),
    birthDate: `${birth}T12:00:00Z`,
    gender: registeredPast ? f.helpers.arrayElement(['female', 'male']) : undefined,
    employmentStatus: registeredPast || gb ? employmentStatus : undefined,
    monthlyIncome: registeredPast || gb ? f.number.int({ min: 10, max: 500 }) * 10 : undefined,
    position: registeredPast ? f.person.jobTitle() : undefined,
    emailAddress: email,
    statuses: statusPath(input.status, input.createdDay),
    communication: [
      { id: 1, type: 'phone', subType: 'personal', countryCode: gb ? '+44' : '+34', value: input.mobilePhone },
      { id: 2, type: 'email', subType: 'personal', countryCode: gb ? '+44' : '+34', value: email },
    ],
    customerAddress: registeredPast || gb ? [home, work] : [],
    country: input.country,
    mobilePhone: input.mobilePhone,
    pin: '1234',
    createdAt: at(input.createdDay, 9),
    deleted: false,
    blacklisted: input.status === 'declined' && f.datatype.boolean(0.3),
    vip: f.datatype.boolean(0.03),
    collectionStatus:
      input.status === 'internalCollection'
        ? 'internal'
        : input.status === 'externalCollection'
          ? 'external'
          : input.status === 'legal'
            ? 'legal'
            : null,
    emailVerified: registeredPast,
  };
}

/** The fixed accounts: one customer per status in each market, mobiles ...01 to ...12, PIN 1234. */
export function fixedCustomers(fakers: Fakers, firstId: number): CustomerRecord[] {
  const out: CustomerRecord[] = [];
  let id = firstId;
  for (const country of ['GB', 'ES'] as const) {
    CUSTOMER_STATUSES.forEach((status, i) => {
      const n = String(i + 1).padStart(2, '0');
      const mobilePhone = country === 'GB' ? `071000000${n}` : `6000000${n}`;
      const emailAddress = country === 'GB' ? `customer.${status.toLowerCase()}@pronto.test` : `cliente.${status.toLowerCase()}@pronto.es`;
      out.push(makeCustomer(fakers, { id: id++, country, status, mobilePhone, createdDay: rel('2026-09-01'), emailAddress }));
    });
  }
  return out;
}

/** Weighted status mix of generated customers: most are past registration. */
const STATUS_WEIGHTS: [CustomerStatus, number][] = [
  ['new', 6],
  ['preRegistered', 5],
  ['registered', 14],
  ['systemApproved', 6],
  ['securityChecked', 5],
  ['internalCollection', 6],
  ['externalCollection', 4],
  ['approved', 30],
  ['closed', 8],
  ['legal', 3],
  ['declined', 9],
  ['waiting', 4],
];

export function pickStatus(fakers: Fakers, country: CountryCode): CustomerStatus {
  return fakers[country].helpers.weightedArrayElement(STATUS_WEIGHTS.map(([value, weight]) => ({ value, weight })));
}

export function generatedPhone(country: CountryCode, index: number): string {
  return country === 'GB' ? `07${String(200_000_000 + index)}` : `6${String(20_000_000 + index)}`;
}

export function staffAccounts(): StaffRecord[] {
  const people: [string, string, StaffRecord['role']][] = [
    ['admin', 'Alex Admin', 'admin'],
    ['agent', 'Agnes Agent', 'agent'],
    ['reporter', 'Rory Reporter', 'reporter'],
  ];
  const out: StaffRecord[] = [];
  for (const [country, domain] of [
    ['GB', 'pronto.test'],
    ['ES', 'pronto.es'],
  ] as const) {
    for (const [user, fullName, role] of people) {
      out.push({ id: out.length + 1, emailAddress: `${user}@${domain}`, password: 'pronto123', fullName, role, country, active: true });
    }
  }
  out.push({
    id: 7,
    emailAddress: 'collector@pronto.test',
    password: 'pronto123',
    fullName: 'Colin Collector',
    role: 'agent',
    country: 'GB',
    active: true,
  });
  out.push({
    id: 8,
    emailAddress: 'cobrador@pronto.es',
    password: 'pronto123',
    fullName: 'Carmen Cobradora',
    role: 'agent',
    country: 'ES',
    active: true,
  });
  return out;
}

/** A created day between two days, deterministic. */
export function dayBetween(fakers: Fakers, country: CountryCode, from: string, to: string): string {
  return fakers[country].date
    .between({ from: `${from}T00:00:00Z`, to: `${to}T00:00:00Z` })
    .toISOString()
    .slice(0, 10);
}
