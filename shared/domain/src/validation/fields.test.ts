import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { disposableEmailRule, fieldRules, staffCustomerRules, type FieldName } from './fields.ts';
import { firstError } from './rules.ts';

const gb = fieldRules('GB');
const es = fieldRules('ES');
const check = (market: 'GB' | 'ES', field: FieldName, value: unknown, values?: object) =>
  firstError(value, (market === 'GB' ? gb : es)[field], values);

beforeAll(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date(2026, 10, 21, 12, 0, 0));
});
afterAll(() => {
  vi.useRealTimers();
});

describe('names', () => {
  it.each([
    ['GB', 'firstName', '', 'This field is required'],
    ['GB', 'firstName', 'Al', 'Min length is 3'],
    ['GB', 'lastName', "O'Neil-Smith", undefined],
    ['GB', 'lastName', 'O’Brien', undefined],
    ['GB', 'lastName', "O'Neil-Smith 2", 'Invalid character'],
    ['GB', 'firstName', '<script>alert(1)</script>', 'Invalid character'],
    ['GB', 'firstName', 'Anna 😀', 'Invalid character'],
    ['GB', 'firstName', 'x'.repeat(5000), 'Max length is 50'],
    ['GB', 'firstName', 'x'.repeat(50), undefined],
    ['GB', 'firstName', 'Zoë Łukasz', undefined],
    ['GB', 'lastName', 'Иванова', undefined],
    ['GB', 'lastName', '---', 'Wrong pattern'],
    ['ES', 'firstName', '', 'Este campo es obligatorio'],
    ['ES', 'firstName', 'Jo', 'La longitud mínima es 3'],
    ['ES', 'firstName', 'José María', undefined],
    ['ES', 'lastName', "D'Alembert-Núñez, Jr.", undefined],
    ['ES', 'lastName', 'Peña Ibáñez', undefined],
    ['ES', 'lastName', 'Smith2', 'Carácter no válido'],
    ['ES', 'lastName', 'Smith@', 'Carácter no válido'],
    ['ES', 'lastName', 'Núñez <b>', 'Carácter no válido'],
    ['ES', 'firstName', 'Ana 🙂', 'Carácter no válido'],
    ['ES', 'firstName', 'á'.repeat(51), 'La longitud máxima es 50'],
  ] as const)('%s %s %j -> %s', (market, field, value, message) => {
    expect(check(market, field, value)).toBe(message);
  });
});

describe('birthDate (today is 21/11/2026)', () => {
  it.each([
    ['GB', '', 'This field is required'],
    ['GB', '31/02/1990', 'Invalid Date'],
    ['GB', 'soon', 'Invalid Date'],
    ['GB', '2008-11-22', 'Invalid Date'],
    ['GB', '1926-11-20', 'Invalid Date'],
    ['GB', '2008-11-21', undefined],
    ['GB', '21.11.1926', undefined],
    ['GB', '1990-05-17T12:00:00Z', undefined],
    ['ES', '31/02/1990', 'Fecha no válida'],
    ['ES', '01/01/2015', 'Debe tener entre 18 y 100 años'],
    ['ES', '17-05-1990', undefined],
  ] as const)('%s %j -> %s', (market, value, message) => {
    expect(check(market, 'birthDate', value)).toBe(message);
  });
});

describe('additionalField (Spanish national ID)', () => {
  it.each([
    ['', 'Este campo es obligatorio'],
    ['1234567Z', 'La longitud mínima es 9'],
    ['123456789Z', 'La longitud máxima es 9'],
    ['12345678A', 'DNI/NIE no válido'],
    ['X1234567A', 'DNI/NIE no válido'],
    ['12345678Z', undefined],
    ['x1234567l', undefined],
    ['A82018474', undefined],
  ])('%j -> %s', (value, message) => {
    expect(check('ES', 'additionalField', value)).toBe(message);
  });

  it('is not asked in the UK', () => {
    expect(gb.additionalField).toEqual([]);
  });
});

describe('emailAddress', () => {
  it.each([
    ['GB', '', 'This field is required'],
    ['GB', 'john@', 'Invalid e-mail'],
    ['GB', 'john@example.com', undefined],
    ['ES', 'juan@', 'Correo electrónico no válido'],
  ] as const)('%s %j -> %s', (market, value, message) => {
    expect(check(market, 'emailAddress', value)).toBe(message);
  });

  it('the Spanish variant rejects disposable providers; the UK does not check', async () => {
    expect(await disposableEmailRule('ES')('juan@mailinator.com')).toBe('No se admiten direcciones de correo temporales');
    expect(await disposableEmailRule('ES')('juan@gmail.com')).toBeUndefined();
    expect(await disposableEmailRule('GB')('john@mailinator.com')).toBeUndefined();
  });

  it('e-mail correction form: required, valid, min length 3', () => {
    expect(check('GB', 'email', '')).toBe('This field is required');
    expect(check('GB', 'email', 'a@')).toBe('Invalid e-mail');
    expect(check('GB', 'email', 'a@b.co')).toBeUndefined();
  });
});

describe('mobilePhone', () => {
  const same = 'El teléfono coincide con el suyo personal. Por favor, escriba el de su lugar de trabajo.';
  it.each([
    ['GB', '', undefined, 'This field is required'],
    ['GB', '07123456789', undefined, undefined],
    ['GB', '7123456789', undefined, undefined],
    ['GB', '0712345678', undefined, 'This is not a valid UK number'],
    ['GB', '071234567890', undefined, 'This is not a valid UK number'],
    ['GB', '08123456789', undefined, 'This is not a valid UK number'],
    ['GB', '07123456789', { workPhone: '07123456789' }, undefined],
    ['ES', '600000001', undefined, undefined],
    ['ES', '812345678', undefined, 'Número de móvil no válido'],
    ['ES', '60000000', undefined, 'Número de móvil no válido'],
    ['ES', '600000001', { workPhone: '+34 600000001' }, same],
    ['ES', '600000001', { workPhone: '912345678' }, undefined],
  ] as const)('%s %j (%j) -> %s', (market, value, values, message) => {
    expect(check(market, 'mobilePhone', value, values)).toBe(message);
  });
});

describe('postCode (new-customer form)', () => {
  it.each([
    ['GB', '', 'This field is required'],
    ['GB', 'SW1A 1AA', undefined],
    ['GB', '12345', 'Invalid postcode'],
    ['ES', '28013', undefined],
    ['ES', '2801', 'Código postal no válido'],
  ] as const)('%s %j -> %s', (market, value, message) => {
    expect(check(market, 'postCode', value)).toBe(message);
  });
});

describe('monthlyIncome', () => {
  it.each([
    ['GB', '', 'This field is required'],
    ['GB', 'abc', 'Not a number'],
    ['GB', '1000.5', 'Only digits are allowed'],
    ['GB', '90', 'Minimum monthly income is 100'],
    ['GB', '100', undefined],
    ['GB', '100000', undefined],
    ['GB', '100010', 'Maximum monthly income is 100000'],
    ['GB', '1505', 'Must be a multiple of 10'],
    ['GB', 2500, undefined],
    ['ES', '90', 'Los ingresos mensuales mínimos son 100'],
    ['ES', '99990', undefined],
    ['ES', '100000', 'Los ingresos mensuales máximos son 99999'],
    ['ES', '001000', 'La longitud máxima es 5'],
    ['ES', '1505', 'Debe ser múltiplo de 10'],
  ] as const)('%s %j -> %s', (market, value, message) => {
    expect(check(market, 'monthlyIncome', value)).toBe(message);
  });
});

describe('work fields, required where shown', () => {
  const fullTime = { employmentStatus: 'fullTimeEmployed' };
  const student = { employmentStatus: 'student' };
  it.each([
    ['GB', 'workAddressCompanyName', '', fullTime, 'This field is required'],
    ['GB', 'workAddressCompanyName', 'AB', fullTime, 'Employer name is too short.'],
    ['GB', 'workAddressCompanyName', 'ACME', fullTime, undefined],
    ['GB', 'workAddressCompanyName', '', student, undefined],
    ['ES', 'workAddressCompanyName', 'AB', fullTime, 'El nombre de la empresa es demasiado corto.'],
    ['GB', 'workPhone', '0207 123', fullTime, 'Only digits are allowed'],
    ['GB', 'workPhone', '020712', fullTime, 'Min length is 10'],
    ['GB', 'workPhone', '020712345678', fullTime, 'Max length is 11'],
    ['GB', 'workPhone', '02071234567', fullTime, undefined],
    ['GB', 'workPhone', '', fullTime, undefined],
    ['GB', 'workPhone', 'abc', student, undefined],
    ['ES', 'workPhone', '91234567', fullTime, 'La longitud mínima es 9'],
    ['ES', 'workPhone', '912345678', { ...fullTime, mobilePhone: '600000001' }, undefined],
    [
      'ES',
      'workPhone',
      '600000001',
      { ...fullTime, mobilePhone: '600000001' },
      'El teléfono coincide con el suyo personal. Por favor, escriba el de su lugar de trabajo.',
    ],
  ] as const)('%s %s %j (%j) -> %s', (market, field, value, values, message) => {
    expect(check(market, field, value, values)).toBe(message);
  });
});

describe('PIN, passwords, checkboxes, contact', () => {
  it.each([
    ['GB', 'pinCode', '', undefined, 'This field is required'],
    ['GB', 'pinCode', '123', undefined, 'PIN must be 4 digits'],
    ['GB', 'pinCode', '12345', undefined, 'PIN must be 4 digits'],
    ['GB', 'pinCode', '12a4', undefined, 'PIN must be 4 digits'],
    ['GB', 'pinCode', '1234', undefined, undefined],
    ['ES', 'pinCode', '123', undefined, 'El PIN debe tener 4 dígitos'],
    ['GB', 'password', '', undefined, 'This field is required'],
    ['GB', 'password', '123', undefined, 'Min length is 4'],
    ['GB', 'password', 'x'.repeat(21), undefined, 'Max length is 20'],
    ['GB', 'password', 'x'.repeat(20), undefined, undefined],
    ['GB', 'password2', '1234', { password: '4321' }, 'Fields do not match.'],
    ['GB', 'password2', '1234', { password: '1234' }, undefined],
    ['ES', 'password2', '1234', { password: '4321' }, 'Los campos no coinciden.'],
    ['GB', 'agreementsAccept', false, undefined, 'You must accept the privacy policy'],
    ['ES', 'agreementsAccept', false, undefined, 'Debe aceptar la política de privacidad'],
    ['GB', 'agreementsAccept', true, undefined, undefined],
    ['GB', 'accurateInformation', false, undefined, 'This field is required'],
    ['GB', 'captcha', '', undefined, 'Please solve the recaptcha to submit the form'],
    ['GB', 'captcha', 'token', undefined, undefined],
    ['GB', 'phoneNumber', '', undefined, 'This field is required'],
  ] as const)('%s %s %j (%j) -> %s', (market, field, value, values, message) => {
    expect(check(market, field, value, values)).toBe(message);
  });
});

describe('manual address fields need building Other', () => {
  it.each(['town', 'street', 'county', 'houseNumber', 'flatNumber'] as const)('%s', (field) => {
    expect(check('GB', field, '', { building: 'Other' })).toBe('This field is required');
    expect(check('GB', field, '', { building: '10 Downing Street' })).toBeUndefined();
    expect(check('GB', 'building', '')).toBe('This field is required');
  });
});

describe('staffCustomerRules (the console customer edit and customer.customer.put)', () => {
  const rules = staffCustomerRules('GB');
  const first = (field: string, value: unknown) => firstError(value, rules[field] ?? []);
  it('refuses a negative or non-numeric income, a 600-character name and a malformed e-mail', () => {
    expect(first('monthlyIncome', -5)).toBe('Min value is 0');
    expect(first('monthlyIncome', 'lots')).toBe('Not a number');
    expect(first('monthlyIncome', 0)).toBeUndefined();
    expect(first('monthlyIncome', 2500)).toBeUndefined();
    expect(first('firstName', 'A'.repeat(600))).toBe('Max length is 50');
    expect(first('lastName', 'Smith')).toBeUndefined();
    expect(first('emailAddress', 'not-an-address')).toBe('Invalid e-mail');
  });
  it('speaks Spanish for a Spanish customer', () => {
    expect(firstError(-5, staffCustomerRules('ES').monthlyIncome ?? [])).toBe('El valor mínimo es 0');
  });
});
