// Type test (checked by `tsc -p shared/api`, never run): call() takes the body of the id's entry and
// answers its data. Each @ts-expect-error below is a wrong call; if it compiled, the unused directive
// would fail the typecheck.
import { call } from '../call.ts';
import type { RegistrationRequest } from '../registration.ts';

const tracking = { isPingTreeCustomer: false, pingTreeToken: '', uId: 'u1', tryCount: '0', landingGroup: '' };

/** Wrong calls through call(): each must be a compile error. */
export async function wrongCalls(): Promise<void> {
  // (3) A registration without its fields: a UK form needs the address, employment and consents.
  // @ts-expect-error -- customer.customer.post takes a RegistrationRequest
  await call('customer.customer.post', { data: { firstName: 'Ann', countryCode: 'GB', ...tracking } });

  // A Spanish registration needs the national ID.
  const spanish = {
    ...tracking,
    countryCode: 'ES',
    firstName: 'Lucía',
    lastName: 'García',
    birthDate: '1988-07-03T12:00:00Z',
    emailAddress: 'lucia@example.com',
    mobilePhone: '612345678',
    agreementsAccept: true,
    accurateInformation: true,
  } as const;
  // @ts-expect-error -- additionalField (DNI, NIE or CIF) is required in the Spanish form
  await call('customer.customer.post', { data: spanish });

  // A wrong body through another entry: the PIN check takes { pin }.
  // @ts-expect-error -- membership.pinValid's body is { pin: string }
  await call('membership.pinValid', { data: { pinCode: '1234' } });

  // A wrong answer type: membership.login answers a Session, not a number.
  const result = await call('membership.login', { data: { phoneNumber: '07100000001', password: '1234', countryCode: 'GB' } });
  // @ts-expect-error -- data is a Session (or null)
  const n: number | null = result.data;
  void n;
}

/** The whole Spanish registration compiles. */
export const rightRegistration: RegistrationRequest = {
  ...tracking,
  countryCode: 'ES',
  firstName: 'Lucía',
  lastName: 'García',
  additionalField: 'X1234567L',
  birthDate: '1988-07-03T12:00:00Z',
  emailAddress: 'lucia@example.com',
  mobilePhone: '612345678',
  agreementsAccept: true,
  accurateInformation: true,
};
