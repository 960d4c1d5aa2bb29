import type { Row } from '../types.ts';
import { at, type Fakers } from './random.ts';
import { representativeAprPercent } from './representative.ts';

const rows = <T extends object>(items: T[]): Row[] => items.map((item, i) => ({ id: i + 1, ...item }));

export const EMPLOYMENT_STATUS_VALUES: [string, string][] = [
  ['fullTimeEmployed', 'Full-time employed'],
  ['partTimeEmployed', 'Part-time employed'],
  ['temporaryEmployed', 'Temporarily employed'],
  ['selfEmployed', 'Self-employed'],
  ['armedForces', 'Armed forces'],
  ['student', 'Student'],
  ['homeMaker', 'Homemaker'],
  ['retired', 'Retired'],
  ['unemployed', 'Unemployed'],
  ['onBenefits', 'On benefits'],
];

export function enums(): Row[] {
  return rows([
    { name: 'Gender', key: 'female', value: 'Female' },
    { name: 'Gender', key: 'male', value: 'Male' },
    ...EMPLOYMENT_STATUS_VALUES.map(([key, value]) => ({ name: 'EmploymentStatus', key, value })),
  ]);
}

const UK_TERMS = `<h1>Terms and Conditions</h1>
<p>These terms govern short-term loans offered by Pronto in the United Kingdom. Please read them carefully before applying.</p>
<h2>1. Your loan</h2><p>You may borrow between £100 and £400 on your first loan, repaid in 1 to 4 monthly instalments.
Representative example: £200 repaid over 4 months in four repayments of £80.95, 273% pa fixed, representative APR ${representativeAprPercent}%.</p>
<h2>2. Missed payments</h2><p>A missed payment fee of £10 is charged once per credit. Late interest is 0.75% per day;
interest and fees never exceed the amount borrowed.</p>
<h2>3. Your rights</h2><p>You may withdraw from the agreement within 14 days without giving a reason.</p>
<h2>4. Complaints</h2><p>Contact us through the contact form. If you are not satisfied you may refer your complaint to the Financial Ombudsman Service.</p>`;

const ES_TERMS = `<h1>Términos y condiciones</h1>
<p>Estos términos regulan los préstamos a corto plazo ofrecidos por Pronto en España.</p>
<h2>1. Su préstamo</h2><p>Puede solicitar entre 100 € y 400 € en su primer préstamo, devuelto en 1 a 4 cuotas mensuales.
Ejemplo representativo: 200 € devueltos en 4 cuotas mensuales de 80,95 €, interés fijo del 273 % anual, TAE ${String(representativeAprPercent).replace('.', ',')} %.</p>
<h2>2. Impagos</h2><p>Se cobra una comisión de 10 € una sola vez por crédito. Los intereses de demora son del 0,75% diario.</p>
<h2>3. Sus derechos</h2><p>Puede desistir del contrato en un plazo de 14 días naturales sin indicar el motivo (Ley 16/2011).</p>
<h2>4. Reclamaciones</h2><p>Escríbanos a través del formulario de contacto. Si no está conforme con la respuesta, puede acudir al Servicio de Reclamaciones del Banco de España.</p>`;

export function templates(): Row[] {
  return rows([
    {
      name: 'UK_TERMS_AND_CONDITIONS',
      channel: 'page',
      country: 'GB',
      language: 'en-GB',
      subject: 'Terms and Conditions',
      body: UK_TERMS,
      active: true,
    },
    {
      name: 'ES_TERMS_AND_CONDITIONS',
      channel: 'page',
      country: 'ES',
      language: 'es-ES',
      subject: 'Términos y condiciones',
      body: ES_TERMS,
      active: true,
    },
    {
      name: 'REGISTRATION_PIN',
      channel: 'sms',
      country: 'GB',
      language: 'en-GB',
      subject: '',
      body: 'Your Pronto PIN is {pin}.',
      active: true,
    },
    {
      name: 'REGISTRATION_PIN_ES',
      channel: 'sms',
      country: 'ES',
      language: 'es-ES',
      subject: '',
      body: 'Su PIN de Pronto es {pin}.',
      active: true,
    },
    {
      name: 'FORGOT_PIN',
      channel: 'sms',
      country: 'GB',
      language: 'en-GB',
      subject: '',
      body: 'Your new Pronto PIN is {pin}.',
      active: true,
    },
    {
      name: 'WELCOME_EMAIL',
      channel: 'email',
      country: 'GB',
      language: 'en-GB',
      subject: 'Welcome to Pronto',
      body: '<p>Dear {firstName}, welcome to Pronto.</p>',
      active: true,
    },
    {
      name: 'PAYMENT_REMINDER',
      channel: 'email',
      country: 'GB',
      language: 'en-GB',
      subject: 'Your repayment is due',
      body: '<p>Dear {firstName}, your repayment of {amount} is due on {date}.</p>',
      active: true,
    },
    {
      name: 'PAYMENT_REMINDER_SMS',
      channel: 'sms',
      country: 'GB',
      language: 'en-GB',
      subject: '',
      body: 'Pronto: your repayment of {amount} is due on {date}.',
      active: true,
    },
    {
      name: 'COLLECTION_NOTICE',
      channel: 'email',
      country: 'GB',
      language: 'en-GB',
      subject: 'Missed payment',
      body: '<p>Your payment is overdue. Please contact us.</p>',
      active: true,
    },
    {
      name: 'RECORDATORIO_PAGO',
      channel: 'email',
      country: 'ES',
      language: 'es-ES',
      subject: 'Su pago vence pronto',
      body: '<p>Estimado/a {firstName}, su cuota de {amount} vence el {date}.</p>',
      active: true,
    },
    {
      name: 'RECORDATORIO_PAGO_SMS',
      channel: 'sms',
      country: 'ES',
      language: 'es-ES',
      subject: '',
      body: 'Pronto: su cuota de {amount} vence el {date}. Pague en {repayLink}',
      active: true,
    },
    {
      name: 'BALANCE_SMS',
      channel: 'sms',
      country: 'GB',
      language: 'en-GB',
      subject: '',
      body: 'Pronto: {firstName}, your balance is {balance}; the next repayment of {amount} is due on {date}. Pay at {repayLink}',
      active: true,
    },
    // Reminders for a customer in arrears (CONC 7.3): what is overdue and since when, what to do, and where
    // free debt advice is; a plain reminder has no due date to give them (@pronto/domain mergeValues).
    {
      name: 'ARREARS_REMINDER',
      channel: 'email',
      country: 'GB',
      language: 'en-GB',
      subject: 'Your account is in arrears',
      body: '<p>Dear {firstName}, your loan {loanId} is {daysLate} days in arrears: {arrears} has been overdue since {overdueSince}. Please pay it at {repayLink}. If you cannot, call us to agree a plan you can afford; free, confidential debt advice is available from MoneyHelper (moneyhelper.org.uk).</p>',
      active: true,
    },
    {
      name: 'ARREARS_REMINDER_SMS',
      channel: 'sms',
      country: 'GB',
      language: 'en-GB',
      subject: '',
      body: 'Pronto: {firstName}, your loan is {daysLate} days in arrears: {arrears} overdue since {overdueSince}. Pay at {repayLink} or call us to agree a plan.',
      active: true,
    },
    {
      name: 'RECORDATORIO_ATRASO',
      channel: 'email',
      country: 'ES',
      language: 'es-ES',
      subject: 'Su préstamo tiene pagos atrasados',
      body: '<p>Estimado/a {firstName}, su préstamo {loanId} lleva {daysLate} días de retraso: {arrears} vencido desde el {overdueSince}. Puede pagarlo en {repayLink}. Si no puede, llámenos para acordar un plan que pueda asumir.</p>',
      active: true,
    },
    {
      name: 'RECORDATORIO_ATRASO_SMS',
      channel: 'sms',
      country: 'ES',
      language: 'es-ES',
      subject: '',
      body: 'Pronto: {firstName}, su préstamo lleva {daysLate} días de retraso: {arrears} vencido desde el {overdueSince}. Pague en {repayLink} o llámenos para acordar un plan.',
      active: true,
    },
  ]);
}

export function templateChannels(): Row[] {
  return rows(['email', 'sms', 'page', 'letter'].map((channel) => ({ name: channel, active: true })));
}

export function loanDefinitions(): Row[] {
  return rows(
    (['GB', 'ES'] as const).map((country) => ({
      name: country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
      application: country === 'GB' ? 'PRONTO_UK' : 'PRONTO_ES',
      country,
      currency: country === 'GB' ? 'GBP' : 'EUR',
      amounts: [100, 200, 300, 400],
      minAmount: 100,
      maxAmount: 400,
      step: 100,
      installmentOptions: [1, 2, 3, 4],
      defaultAmount: 100,
      defaultInstallments: 3,
      defaultDays: 30,
      duration: 20,
      dailyRate: 0.75,
      missedPaymentFee: 10,
      active: true,
    })),
  );
}

export function holidays(): Row[] {
  const uk = ['2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28'];
  const es = ['2026-01-01', '2026-01-06', '2026-04-03', '2026-05-01', '2026-08-15', '2026-10-12', '2026-11-02', '2026-12-08', '2026-12-25'];
  return rows([
    ...uk.map((date) => ({ date, country: 'GB', name: 'Bank holiday' })),
    ...es.map((date) => ({ date, country: 'ES', name: 'Festivo nacional' })),
  ]);
}

export function translations(): Row[] {
  const keys: [string, string, string][] = [
    ['common.technicalError', 'Technical error', 'Error técnico'],
    ['common.requestTimeout', 'Request Timeout.', 'Tiempo de espera agotado.'],
    ['common.tryAgain', 'Please try again.', 'Por favor, inténtelo de nuevo.'],
    ['common.authorizationError', 'Authorization Error', 'Error de autorización'],
    ['common.loginAgain', 'Please login with your credentials.', 'Inicie sesión con sus credenciales.'],
    ['login.declined', 'Your account is declined. Please mail us {email}.', 'Su cuenta ha sido rechazada. Escríbanos a {email}.'],
    ['login.closed', 'Your account is closed. Please mail us {email}.', 'Su cuenta está cerrada. Escríbanos a {email}.'],
    ['otp.invalid', 'Your pin is invalid', 'Su pin no es válido'],
  ];
  return rows(
    keys.flatMap(([key, en, es]) => [
      { culture: 'en-GB', key, value: en },
      { culture: 'es-ES', key, value: es },
    ]),
  );
}

/** Content tree: categories > channels > groups > contents. */
export function contentTree(f: Fakers['GB']) {
  const categories = rows([
    { name: 'Help', country: 'GB' },
    { name: 'Legal', country: 'GB' },
    { name: 'Ayuda', country: 'ES' },
  ]);
  const channels = rows(
    categories.flatMap((c) => [
      { categoryId: c.id, name: 'web' },
      { categoryId: c.id, name: 'app' },
    ]),
  );
  const groups = rows(channels.map((ch) => ({ channelId: ch.id, name: `${String(ch.name)} pages` })));
  const contents = rows(
    groups.flatMap((g) => [1, 2].map((n) => ({ groupId: g.id, title: f.lorem.words(3), body: f.lorem.paragraph(), order: n }))),
  );
  return { categories, channels, groups, contents };
}

export function misc(f: Fakers['GB']) {
  return {
    whitelist: rows([1, 2, 3, 4, 5].map((n) => ({ ip: `10.0.0.${n}`, note: 'office', createdAt: at('2026-01-10') }))),
    ipBans: rows(
      [1, 2, 3, 4].map((n) => ({
        ip: `203.0.113.${n * 7}`,
        reason: 'fraud attempts',
        type: n % 2 ? 'local' : 'elb',
        createdAt: at('2026-03-01'),
      })),
    ),
    collectionCompanies: rows([
      { name: 'Northern Recoveries Ltd', country: 'GB', email: 'ops@northern-recoveries.example', commission: 18, active: true },
      { name: 'Capital Debt Services', country: 'GB', email: 'team@capitaldebt.example', commission: 22, active: true },
      { name: 'Albion Collections', country: 'GB', email: 'cases@albion.example', commission: 20, active: false },
      { name: 'Recobros Ibéricos SL', country: 'ES', email: 'casos@recobros.example', commission: 19, active: true },
      { name: 'Gestión de Cobros Madrid', country: 'ES', email: 'info@gcmadrid.example', commission: 21, active: true },
    ]),
    campaigns: rows(
      Array.from({ length: 10 }, (_, i) => ({
        name: `Affiliate ${i + 1}`,
        partner: f.company.name(),
        costModel: f.helpers.arrayElement(['lead', 'tier', 'date']),
        cost: f.number.int({ min: 5, max: 60 }),
        country: i % 3 ? 'GB' : 'ES',
        active: i % 4 !== 0,
      })),
    ),
    discountRules: rows([
      { name: 'Repeat borrower 10%', percent: 10, minLoans: 2, active: true },
      { name: 'Loyalty 20%', percent: 20, minLoans: 5, active: true },
    ]),
    freezeDays: rows([
      { date: '2026-12-24', country: 'GB', reason: 'Christmas Eve' },
      { date: '2026-12-31', country: 'ES', reason: 'Nochevieja' },
    ]),
    customerGroups: rows(['standard', 'gold', 'partner'].map((name) => ({ name, description: `${name} customers` }))),
  };
}
