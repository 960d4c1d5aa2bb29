import { useLocaleState } from 'react-admin';
import { SUMMARY_GROUPS, type SummaryGroupKey } from '@pronto/domain';

/** Texts of the report area in English; the fixed spec messages stay in English in every language. */
const en = {
  reportTitle: 'Loan report',
  summaryTitle: 'Report summary',
  signInTitle: 'Sign in to the reports',
  emailAddress: 'E-mail address',
  password: 'Password',
  country: 'Country',
  countries: { GB: 'United Kingdom', ES: 'Spain' },
  signIn: 'Sign in',
  required: 'Required',
  invalidEmail: 'Enter a valid e-mail address',
  signInFailed: 'Reports could not get loaded',
  signInSuccess: 'Login Success',
  notAllowed: 'Your role may not see the reports.',
  filters: 'Report filters',
  start: 'Start',
  end: 'End',
  application: 'Application',
  showReport: 'Show report',
  exportCsv: 'Export CSV',
  loading: 'Loading the report…',
  failed: 'An error occurred.',
  noLoans: 'No loans were issued in this range.',
  loansCaption: 'Loans issued from {start} to {end} ({application}), {count} loans',
  columns: {
    loanId: 'Loan',
    customerName: 'Customer',
    application: 'Application',
    issueDate: 'Issue date',
    principal: 'Principal',
    totalPaid: 'Total paid',
    unpaid: 'Unpaid',
    borrowerType: 'Borrower',
    status: 'Status',
  },
  summaryCaption: 'Loan performance per period, {country} ({application}); paid means paid by the due date + 5 days',
  switchTo: 'Switch to {country}',
  dateStart: 'Period start',
  dateEnd: 'Period end',
  amount: 'Amount',
  percent: '%',
  issuedChart: 'Issued and paid amounts per period',
  unpaidChart: 'Unpaid percentage per period, FTB vs RTB',
  issued: 'Issued',
  principalPaid: 'Principal paid',
  totalPaid: 'Total paid',
  ftbUnpaid: 'FTB unpaid %',
  rtbUnpaid: 'RTB unpaid %',
  groups: Object.fromEntries(SUMMARY_GROUPS.map((g) => [g.key, g.label])) as Record<SummaryGroupKey, string>,
  groupsShown: 'Groups shown',
  borrowers: { ftb: 'First-time borrowers', rtb: 'Repeat borrowers', all: 'All loans' },
  periods: 'Periods',
  windows: {
    current: { GB: 'Latest 12 quarters', ES: 'Latest 6 months' },
    historical: { GB: 'Historical reports', ES: 'Historical reports' },
  },
  windowRange: '{label}: {start} – {end}',
  inProgress: 'The last period is still running: its figures are to {today}.',
};

export type ReportText = typeof en;

const es: ReportText = {
  ...en,
  reportTitle: 'Informe de préstamos',
  summaryTitle: 'Resumen del informe',
  signInTitle: 'Acceso a los informes',
  emailAddress: 'Correo electrónico',
  password: 'Contraseña',
  country: 'País',
  countries: { GB: 'Reino Unido', ES: 'España' },
  signIn: 'Entrar',
  required: 'Obligatorio',
  invalidEmail: 'Introduce un correo electrónico válido',
  notAllowed: 'Tu rol no puede ver los informes.',
  filters: 'Filtros del informe',
  start: 'Desde',
  end: 'Hasta',
  application: 'Aplicación',
  showReport: 'Ver informe',
  exportCsv: 'Exportar CSV',
  loading: 'Cargando el informe…',
  noLoans: 'No se emitieron préstamos en este periodo.',
  loansCaption: 'Préstamos emitidos del {start} al {end} ({application}), {count} préstamos',
  columns: {
    loanId: 'Préstamo',
    customerName: 'Cliente',
    application: 'Aplicación',
    issueDate: 'Fecha de emisión',
    principal: 'Principal',
    totalPaid: 'Total pagado',
    unpaid: 'Impagado',
    borrowerType: 'Prestatario',
    status: 'Estado',
  },
  summaryCaption:
    'Rendimiento de los préstamos por periodo, {country} ({application}); pagado significa pagado antes del vencimiento + 5 días',
  switchTo: 'Cambiar a {country}',
  dateStart: 'Inicio',
  dateEnd: 'Fin',
  amount: 'Importe',
  issuedChart: 'Importes emitidos y pagados por periodo',
  unpaidChart: 'Porcentaje impagado por periodo, FTB frente a RTB',
  issued: 'Emitido',
  principalPaid: 'Principal pagado',
  totalPaid: 'Total pagado',
  ftbUnpaid: 'FTB impagado %',
  rtbUnpaid: 'RTB impagado %',
  groups: {
    ftbIssued: 'FTB emitido',
    ftbPrincipalPaid: 'FTB principal pagado',
    ftbUnpaid: 'FTB impagado',
    ftbTotalPaid: 'FTB total pagado',
    ftbToRtb: 'FTB a RTB (completo)',
    rtbIssued: 'RTB emitido',
    rtbPrincipalPaid: 'RTB principal pagado',
    rtbUnpaid: 'RTB impagado',
    rtbTotalPaid: 'RTB total pagado',
    allIssued: 'Todos: emitido',
    allPrincipalPaid: 'Todos: principal pagado',
    allUnpaid: 'Todos: impagado',
    allTotalPaid: 'Todos: total pagado',
  },
  groupsShown: 'Grupos mostrados',
  borrowers: { ftb: 'Primer préstamo', rtb: 'Clientes recurrentes', all: 'Todos los préstamos' },
  periods: 'Periodos',
  windows: {
    current: { GB: 'Últimos 12 trimestres', ES: 'Últimos 6 meses' },
    historical: { GB: 'Informes históricos', ES: 'Informes históricos' },
  },
  windowRange: '{label}: del {start} al {end}',
  inProgress: 'El último periodo aún no ha terminado: sus cifras son a {today}.',
};

export const reportTexts = { en, es } as const;

/** The report texts of the admin's current locale (English unless Spanish is picked). */
export function useReportText(): ReportText {
  const [locale] = useLocaleState();
  return locale === 'es' ? es : en;
}

/** Fills `{name}` placeholders. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
