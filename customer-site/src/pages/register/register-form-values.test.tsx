import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { NewCustomerForm } from './NewCustomerForm.tsx';

const enums = { Gender: [{ key: 'female', value: 'Female' }], EmploymentStatus: [{ key: 'student', value: 'Student' }] };

/** `registerFormvalues` (customer-site.md §3) keeps the form through a reload. */
describe('registration data survives a reload', () => {
  it('writes registerFormvalues as the customer types and fills the form from it, without the consents', async () => {
    fakeApi({ 'content.enums.post': { data: enums } });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    await screen.findByRole('option', { name: 'Student' });
    await user.type(screen.getByLabelText('First name'), 'Annie');
    await user.type(screen.getByLabelText('E-mail address'), 'annie@example.com');
    await user.click(screen.getByLabelText(/I have read and accept/));
    const saved = JSON.parse(localStorage.getItem('registerFormvalues') ?? 'null') as
      { value?: Record<string, unknown> } | Record<string, unknown> | null;
    expect(JSON.stringify(saved)).toContain('Annie');
    expect(JSON.stringify(saved)).not.toContain('agreementsAccept');

    cleanup();
    renderAt(<NewCustomerForm />);
    expect(await screen.findByLabelText('First name')).toHaveValue('Annie');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('annie@example.com');
    expect(screen.getByLabelText(/I have read and accept/)).not.toBeChecked();
  });
});
