import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  flattenCustomerUpdate,
  formRules,
  validateContact,
  validateExtension,
  validateForm,
  validateRegistration,
  validateRegistrationAsync,
} from './forms.ts';

beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
});
afterAll(() => {
  vi.useRealTimers();
});

const ukBody = {
  firstName: 'Jane',
  lastName: 'Smith',
  gender: 'Female',
  birthDate: '1990-05-17T12:00:00Z',
  postCode: 'SW1A 1AA',
  building: 'Other',
  town: 'London',
  street: 'Downing Street',
  county: 'Greater London',
  houseNumber: '10',
  flatNumber: '1',
  employmentStatus: 'fullTimeEmployed',
  mobilePhone: '7123456789',
  emailAddress: 'jane@example.com',
  workAddressCompanyName: 'ACME Ltd',
  monthlyIncome: 2500,
  workAddressCompanyAddress: 'Westminster',
  workPhone: '02071234567',
  position: 'Clerk',
  agreementsAccept: true,
  accurateInformation: true,
  isPingTreeCustomer: false,
  pingTreeToken: '',
  uId: 'abc',
  tryCount: '0',
  landingGroup: '',
};

const esBody = {
  firstName: 'José',
  lastName: 'García Núñez',
  additionalField: '12345678Z',
  birthDate: '1985-02-01T12:00:00Z',
  emailAddress: 'jose@example.es',
  mobilePhone: '600000001',
  agreementsAccept: true,
  accurateInformation: true,
};

describe('validateRegistration', () => {
  it('accepts complete bodies of both markets (tracking fields ignored)', () => {
    expect(validateRegistration(ukBody, 'GB')).toEqual([]);
    expect(validateRegistration(esBody, 'ES')).toEqual([]);
  });

  it('lists the first message of each failing field, in form order', () => {
    const body = { ...ukBody, firstName: 'Jo', mobilePhone: '0812', monthlyIncome: 50, agreementsAccept: false };
    expect(validateRegistration(body, 'GB')).toEqual([
      { field: 'firstName', message: 'Min length is 3' },
      { field: 'mobilePhone', message: 'This is not a valid UK number' },
      { field: 'monthlyIncome', message: 'Minimum monthly income is 100' },
      { field: 'agreementsAccept', message: 'You must accept the privacy policy' },
    ]);
  });

  it('an empty UK body reports every required field', () => {
    const fields = validateRegistration({}, 'GB').map((e) => e.field);
    expect(fields).toEqual([
      'firstName',
      'lastName',
      'gender',
      'birthDate',
      'postCode',
      'building',
      'employmentStatus',
      'mobilePhone',
      'emailAddress',
      'monthlyIncome',
      'agreementsAccept',
      'accurateInformation',
    ]);
  });

  it('the Spanish form checks the national ID and under-age dates', () => {
    expect(validateRegistration({ ...esBody, additionalField: '12345678A', birthDate: '2010-01-01' }, 'ES')).toEqual([
      { field: 'additionalField', message: 'DNI/NIE no válido' },
      { field: 'birthDate', message: 'Debe tener entre 18 y 100 años' },
    ]);
  });

  it('the asynchronous variant adds the disposable e-mail check for Spain', async () => {
    expect(await validateRegistrationAsync({ ...esBody, emailAddress: 'jose@mailinator.com' }, 'ES')).toEqual([
      { field: 'emailAddress', message: 'No se admiten direcciones de correo temporales' },
    ]);
    expect(await validateRegistrationAsync({ ...ukBody, emailAddress: 'jane@mailinator.com' }, 'GB')).toEqual([]);
  });
});

describe('validateExtension (additional info form)', () => {
  const esFlat = {
    gender: 'Male',
    town: 'Madrid',
    postCode: '28013',
    street: 'Gran Vía',
    county: 'Madrid',
    houseNumber: '12',
    flatNumber: '3B',
    employmentStatus: 'fullTimeEmployed',
    workAddressCompanyName: 'ACME SL',
    monthlyIncome: '1500',
    workPhone: '912345678',
  };

  it('accepts a complete flat body', () => {
    expect(validateExtension(esFlat, 'ES')).toEqual([]);
  });

  it.each([
    [{ postCode: '2801' }, 'postCode', 'El código postal debe tener 5 caracteres'],
    [{ postCode: '2801A' }, 'postCode', 'Código postal no válido'],
    [{ postCode: '08001' }, 'postCode', 'El código postal no corresponde a la provincia elegida'],
    [{ town: '08', postCode: '08001' }, undefined, undefined],
    [{ houseNumber: '12A' }, 'houseNumber', 'Solo se permiten números'],
    [{ flatNumber: '' }, 'flatNumber', 'Este campo es obligatorio'],
    [{ monthlyIncome: '100000' }, 'monthlyIncome', 'Los ingresos mensuales máximos son 99999'],
    [{ workAddressCompanyName: 'AB' }, 'workAddressCompanyName', 'El nombre de la empresa es demasiado corto.'],
    [{ employmentStatus: 'student', workAddressCompanyName: '' }, undefined, undefined],
  ])('%j -> %s: %s', (change, field, message) => {
    const errors = validateExtension({ ...esFlat, ...change }, 'ES');
    expect(errors).toEqual(field ? [{ field, message }] : []);
  });

  it('checks the Spanish work phone against the personal mobile', () => {
    expect(validateExtension({ ...esFlat, workPhone: '600000001' }, 'ES', '600000001')).toEqual([
      {
        field: 'workPhone',
        message: 'El teléfono coincide con el suyo personal. Por favor, escriba el de su lugar de trabajo.',
      },
    ]);
  });

  it('reads the PUT v2 customer update shape', () => {
    const put = {
      gender: 'Male',
      employmentStatus: 'fullTimeEmployed',
      monthlyIncome: 1500,
      position: 'Clerk',
      customerAddress: [
        {
          addressType: 'home',
          town: 'Barcelona',
          postCode: '08001',
          street: 'Rambla',
          county: 'Barcelona',
          houseNumber: '1',
          flatNumber: '2',
        },
        { addressType: 'work', companyName: 'ACME SL', district: 'Eixample' },
      ],
      communication: [{ id: 0, type: 'phone', subType: 'work', countryCode: '+34', value: '934000000' }],
    };
    expect(flattenCustomerUpdate(put)).toMatchObject({
      town: 'Barcelona',
      postCode: '08001',
      workAddressCompanyName: 'ACME SL',
      workAddressCompanyAddress: 'Eixample',
      workPhone: '934000000',
    });
    expect(validateExtension(put, 'ES')).toEqual([]);
    expect(validateExtension({ ...put, customerAddress: [] }, 'ES').map((e) => e.field)).toEqual([
      'town',
      'postCode',
      'street',
      'county',
      'houseNumber',
      'flatNumber',
      'workAddressCompanyName',
    ]);
  });

  it('the UK form uses the UK postcode pattern', () => {
    const ukFlat = { ...esFlat, town: 'London', postCode: 'SW1A 1AA', monthlyIncome: '100000', workPhone: '02071234567' };
    expect(validateExtension(ukFlat, 'GB')).toEqual([]);
    expect(validateExtension({ ...ukFlat, postCode: '28013' }, 'GB')).toEqual([{ field: 'postCode', message: 'Invalid postcode' }]);
  });
});

describe('other forms', () => {
  const gb = formRules('GB');
  it.each([
    ['lead', { building: '' }, [{ field: 'building', message: 'This field is required' }]],
    ['lead', { building: '1 High St' }, []],
    [
      'lead',
      { building: 'Other', town: 'Leeds', street: 'Main St', county: '', houseNumber: '1', flatNumber: '' },
      [
        { field: 'county', message: 'This field is required' },
        { field: 'flatNumber', message: 'This field is required' },
      ],
    ],
    ['otp', { pinCode: '12' }, [{ field: 'pinCode', message: 'PIN must be 4 digits' }]],
    ['handover', { pinCode: '1234' }, []],
    ['login', { mobilePhone: '07100000001', password: '1234' }, []],
    ['login', { mobilePhone: '7100000001', password: '12' }, [{ field: 'password', message: 'Min length is 4' }]],
    ['forgotPin', { mobilePhone: '' }, [{ field: 'mobilePhone', message: 'This field is required' }]],
    [
      'reset',
      { mobilePhone: '07100000001', pin: '1234', password: '5678', password2: '5679' },
      [{ field: 'password2', message: 'Fields do not match.' }],
    ],
    ['phoneChange', { phoneNumber: '' }, [{ field: 'phoneNumber', message: 'This field is required' }]],
    ['phoneChange', { phoneNumber: '07100000099' }, []],
    [
      'contact',
      { name: 'Jane', emailAddress: 'jane@', phoneNumber: '123', subject: 'Hi', message: '', captcha: '' },
      [
        { field: 'emailAddress', message: 'Invalid e-mail' },
        { field: 'phoneNumber', message: 'This is not a valid UK number' },
        { field: 'message', message: 'This field is required' },
        { field: 'captcha', message: 'Please solve the recaptcha to submit the form' },
      ],
    ],
    ['emailCorrection', { email: 'jane@example.com' }, []],
  ] as const)('%s %j', (form, body, errors) => {
    expect(validateForm(body, gb[form])).toEqual(errors);
  });

  it('the contact post is checked without the captcha', () => {
    const post = { name: 'Jane', emailAddress: 'jane@example.com', phoneNumber: '07123456789', subject: 'Hi', message: 'Hello' };
    expect(validateContact(post, 'GB')).toEqual([]);
    expect(validateContact({ ...post, subject: '' }, 'GB')).toEqual([{ field: 'subject', message: 'This field is required' }]);
    expect(validateForm(post, gb.contact)).toEqual([{ field: 'captcha', message: 'Please solve the recaptcha to submit the form' }]);
  });

  it('Spanish login and contact use the Spanish phone pattern', () => {
    const es = formRules('ES');
    expect(validateForm({ mobilePhone: '600000001', password: '1234' }, es.login)).toEqual([]);
    expect(validateForm({ mobilePhone: '07100000001', password: '1234' }, es.login)).toEqual([
      { field: 'mobilePhone', message: 'Número de móvil no válido' },
    ]);
  });
});
