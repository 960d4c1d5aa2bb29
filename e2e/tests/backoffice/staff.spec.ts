import { api, expect, expectNoAxeViolations, staffToken, test, SHARED_MESSAGES } from '../../fixtures/index.ts';
import { open, signIn } from '../admin/admin-helpers.ts';

test('creates a collection agent, resets its password, sets its availability', async ({ page }) => {
  const token = await staffToken('admin');
  const email = `cam${Date.now()}@pronto.test`;
  await signIn(page, 'admin', '/staff/create');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Name').fill('Cara Cam');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.getByRole('button', { name: 'Reset password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset password' });
  await expect(dialog).toContainText('Reset the password of Cara Cam?');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('First sign-in');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Password reset')).toBeVisible();
  const password = (await page.getByTestId('temporary-password').textContent()) ?? '';
  expect(password).toMatch(/^cam-/);
  const signedIn = await api('POST', '/api/report/login', { emailAddress: email, password, country: 'GB' });
  expect(signedIn.status).toBe(200);

  await page.getByLabel('Takes tickets').uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/staff$/);
  // Found by search: the list shows 10 a page, and every run adds an agent.
  await page.getByPlaceholder('Search').fill(email);
  // The list puts its filter in the address after a pause: wait for it, so no later navigation races it.
  await expect(page).toHaveURL(/#\/staff\?.*filter=/);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Cara Cam');
  // Saved on confirm: stored by the time the list shows.
  const stored = async () =>
    (
      await api<{ emailAddress: string; availableForTickets: boolean; availableForLoans: boolean }[]>(
        'GET',
        '/api/membership/panelUsers',
        undefined,
        token,
      )
    ).body?.data.find((u) => u.emailAddress === email);
  await expect.poll(stored, { timeout: 15_000 }).toMatchObject({ availableForTickets: false, availableForLoans: true });

  await open(page, '/member-logins');
  await expect(page.getByRole('table', { name: 'Staff sign-ins' }).getByRole('row').filter({ hasText: email }).first()).toContainText(
    'Signed in',
  );
});

test('marks a suspected login relation as checked by hand', async ({ page }) => {
  const token = await staffToken('admin');
  const list = await api<{ id: number; related: boolean | null }[]>('GET', '/api/membership/suspectedLogins', undefined, token);
  const unchecked = list.body?.data.find((r) => r.related === null);
  expect(unchecked, 'an unchecked suspected login').toBeDefined();
  await signIn(page, 'admin', '/suspected-logins');
  const row = page.getByTestId(`suspected-${unchecked?.id}`);
  await expect(row).toContainText('Not checked');
  await row.getByRole('button', { name: 'Not related' }).click();
  await expect(page.getByText('Check saved')).toBeVisible();
  await page.reload();
  await expect(page.getByTestId(`suspected-${unchecked?.id}`)).toContainText('admin@pronto.test');
  const after = await api<{ id: number; related: boolean | null }[]>('GET', '/api/membership/suspectedLogins', undefined, token);
  expect(after.body?.data.find((r) => r.id === unchecked?.id)?.related).toBe(false);
});

test(
  'sets the business operations and live chat of an agent; online agents and permission lists show them',
  SHARED_MESSAGES,
  async ({ page }) => {
    test.slow(); // several page loads on a shared two-core machine
    const token = await staffToken('admin');
    await staffToken('agent'); // agent@pronto.test signs in: an online agent
    type Cam = { staffId: number; emailAddress: string; operations: string[]; liveChat: boolean };
    const before = (await api<Cam[]>('GET', '/api/membership/camBusinessOperationPermissions', undefined, token)).body?.data.find(
      (c) => c.emailAddress === 'agent@pronto.test',
    );
    expect(before, 'agent@pronto.test is a collection agent').toBeDefined();
    const hadRollover = before?.operations.includes('rollover') ?? false;

    await signIn(page, 'admin', '/camPermissions');
    await expect(page.getByRole('row').filter({ hasText: 'collector@pronto.test' })).toContainText('Manual payment');
    await expectNoAxeViolations(page);
    await page.getByRole('row').filter({ hasText: 'agent@pronto.test' }).click();
    const rollover = page.getByRole('checkbox', { name: 'Rollover' });
    if (hadRollover) await rollover.uncheck();
    else await rollover.check();
    await page.getByRole('switch', { name: 'Live chat' }).setChecked(!before?.liveChat);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/#\/camPermissions$/);
    await page.reload();
    const row = page.getByRole('row').filter({ hasText: 'agent@pronto.test' });
    if (hadRollover) await expect(row).not.toContainText('Rollover');
    else await expect(row).toContainText('Rollover');
    const after = (await api<Cam[]>('GET', '/api/membership/camBusinessOperationPermissions', undefined, token)).body?.data.find(
      (c) => c.emailAddress === 'agent@pronto.test',
    );
    expect(after?.operations.includes('rollover')).toBe(!hadRollover);
    expect(after?.liveChat).toBe(!before?.liveChat);

    await open(page, '/onlineCams');
    await expect(page.getByRole('row').filter({ hasText: 'agent@pronto.test' })).toBeVisible();
    await open(page, '/permissions');
    await expect(page.getByRole('row').filter({ hasText: 'reports' }).first()).toContainText('Administrator, Reporter');
    await open(page, '/companyUsers');
    await expect(page.getByRole('row').filter({ hasText: 'Northern Recoveries Ltd' })).toContainText('ops@northern-recoveries.example');
  },
);
