import type { Page } from '@playwright/test';
import type { CustomerDetails, SearchResponse } from '@pronto/api';
import { api, expect, staffToken, test } from '../../fixtures/index.ts';
import { open, signIn } from './admin-helpers.ts';

// A feature's texts come with its screen (admin/src/i18n/i18nProvider.ts registerMessages): they must be
// there in either language, whether the screen loads before or after the language is picked.

/** A key shown as itself (`pronto.letters.title`) instead of its text. */
const RAW_KEY = /\b(pronto|resources)\.[a-zA-Z]+\.[a-zA-Z.]+/;

async function pickLanguage(page: Page, from: string, to: string): Promise<void> {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

/** Screens of the features whose texts load with them, and a Spanish text each shows from its own messages. */
const SPANISH_SCREENS: { path: string; text: string | RegExp }[] = [
  { path: '/letters', text: 'Cartas de recobro' },
  { path: '/collection-runs', text: 'Procesos automáticos de recobro' },
  { path: '/bank-settings', text: 'Proveedor de lectura activo' },
  { path: '/bulk-send', text: 'Destinatarios' },
  { path: '/mailbox', text: 'Elija un mensaje para leer su hilo.' },
  // The seeded overdue loan 3: its proposals, or the words for none (another test may add a rule for everyone).
  { path: '/discount-proposals?loanId=3', text: /^(Ninguna regla de descuento se aplica a este préstamo\.|Regla)$/ },
  { path: '/loan-reference', text: 'Estrategia de emisión' },
  { path: '/documents', text: 'Filtre por un cliente para ver cuántos documentos tiene.' },
  { path: '/categories', text: 'País' },
  { path: '/camPermissions', text: 'Operaciones de negocio' },
];

/** The record screens and the dashboard, each with a text from its own messages or from records/messages.ts. */
const SPANISH_RECORD_SCREENS: { path: string; text: string }[] = [
  { path: '/', text: 'Préstamos vencidos por días de retraso' },
  { path: '/catalogue', text: 'Elija una llamada a la izquierda' },
  { path: '/loans', text: 'Fecha de concesión' },
  { path: '/loans/3/show', text: 'Prórroga y reestructuración' },
  { path: '/cards', text: 'Número de tarjeta' },
  { path: '/tickets', text: 'Cola' },
  { path: '/collections', text: 'Préstamos vencidos' },
  { path: '/collectionCompanies', text: 'Comisión %' },
];

/** The administration lists, each with a column label from its feature's messages or from records/messages.ts. */
const SPANISH_LISTS: { path: string; text: string }[] = [
  { path: '/complaintCases', text: 'Creada' },
  { path: '/campaigns', text: 'Modelo de coste' },
  { path: '/staff', text: 'Recibe préstamos' },
  { path: '/whitelist', text: 'Nota' },
  { path: '/ipBans', text: 'Dónde' },
  { path: '/translations', text: 'Clave' },
  { path: '/holidays', text: 'Día' },
  { path: '/freezeDays', text: 'Motivo' },
  { path: '/templates', text: 'Activa' },
  { path: '/smsHistory', text: 'Acuse' },
];

/** Opens each screen and finds its Spanish text, and no raw key. */
async function showsSpanish(page: Page, screens: { path: string; text: string | RegExp }[]): Promise<void> {
  for (const { path, text } of screens) {
    await open(page, path);
    await expect(page.getByText(text, { exact: true }).first(), path).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('body'), path).not.toContainText(RAW_KEY);
  }
}

/** A seeded customer's page. */
async function customerPage(): Promise<string> {
  const found = await api<SearchResponse<CustomerDetails>>(
    'POST',
    '/api/customer/search',
    { q: '07100000006', page: 1, perPage: 1 },
    await staffToken('admin'),
  );
  const customer = found.body?.data.items[0];
  if (!customer) throw new Error('no seeded customer 07100000006');
  return `/customers/${customer.id}/show`;
}
// Its table's first column, or the words for none (other tests may have audited the customer).
const AUDIT_TEXT = /^(Cuándo|Todavía no hay acciones auditadas en este registro\.)$/;

test("in Spanish, each feature's screen shows its own texts in Spanish, never a raw key", async ({ page }) => {
  await signIn(page, 'admin', '/customers');
  await pickLanguage(page, 'English', 'Español');
  await expect(page.getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
  // The audit texts come with the audit trail (audit-trail/messages.ts).
  await showsSpanish(page, [...SPANISH_SCREENS, { path: `${await customerPage()}/audit`, text: AUDIT_TEXT }]);
  // A fresh load in Spanish: the Spanish catalogue and the screen's texts arrive in either order.
  await page.reload();
  await expect(page.getByText(AUDIT_TEXT).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
});

test('in Spanish, the customer page, the record screens and the dashboard show their texts in Spanish, never a raw key', async ({
  page,
}) => {
  await signIn(page, 'admin', '/customers');
  await pickLanguage(page, 'English', 'Español');
  await expect(page.getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
  const customer = await customerPage();
  await showsSpanish(page, [
    // The list keeps its texts in the main catalogue; nothing it shows moved out.
    { path: '/customers', text: 'Exportar CSV' },
    { path: customer, text: 'Datos personales' },
    { path: `${customer}/finance`, text: 'Crédito y finanzas' },
    // The loans tab's column labels come from records/messages.ts.
    { path: `${customer}/loans`, text: 'Fecha de concesión' },
    ...SPANISH_RECORD_SCREENS,
  ]);
});

test('in Spanish, the administration lists show their column labels in Spanish, never a raw key', async ({ page }) => {
  await signIn(page, 'admin', '/customers');
  await pickLanguage(page, 'English', 'Español');
  await expect(page.getByRole('menuitem', { name: 'Clientes', exact: true })).toBeVisible();
  await showsSpanish(page, SPANISH_LISTS);
});

test('a screen opened in English switches to Spanish and back with its own texts', async ({ page }) => {
  await signIn(page, 'admin', '/letters');
  await expect(page.getByText('Collection letters', { exact: true }).first()).toBeVisible();
  await pickLanguage(page, 'English', 'Español');
  await expect(page.getByText('Cartas de recobro', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pendientes de aprobación' })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(RAW_KEY);
  await pickLanguage(page, 'Español', 'English');
  await expect(page.getByText('Collection letters', { exact: true }).first()).toBeVisible();
});
