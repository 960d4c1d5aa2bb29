import { test as setup } from '@playwright/test';
import { sessionFile, STAFF_ROLES } from '../../fixtures/staff-sessions.ts';
import { signInThroughForm } from '../admin/admin-helpers.ts';

// Each role signs in through the console's sign-in page once per run; the tests reuse the saved session
// (admin-helpers.ts signIn), and the tests of signing in itself use the form (access.spec.ts).
for (const role of STAFF_ROLES) {
  setup(`signs the ${role} in`, async ({ page }) => {
    await signInThroughForm(page, role);
    await page.context().storageState({ path: sessionFile(role) });
  });
}
