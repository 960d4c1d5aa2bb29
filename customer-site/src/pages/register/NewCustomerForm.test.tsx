import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import { aCustomer } from '../../test/fixtures.ts';
import { NewCustomerForm } from './NewCustomerForm.tsx';

const enums = {
  Gender: [
    { key: 'female', value: 'Female' },
    { key: 'male', value: 'Male' },
  ],
  EmploymentStatus: [
    { key: 'fullTimeEmployed', value: 'Full-time employed' },
    { key: 'student', value: 'Student' },
  ],
};

const session = { token: 'jwt-1', customerDetails: aCustomer({ id: 9, firstName: 'Ann', lastName: 'Smith' }) };

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('option', { name: 'Student' });
  await user.type(screen.getByLabelText('First name'), 'Annie');
  await user.type(screen.getByLabelText('Last name'), 'Smith');
  await user.selectOptions(screen.getByLabelText('Gender'), 'female');
  await user.type(screen.getByLabelText('Date of birth'), '1990-05-17');
  await user.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
  await user.click(screen.getByRole('button', { name: 'Find address' }));
  await screen.findByRole('option', { name: '10 Downing Street' });
  await user.selectOptions(screen.getByLabelText('Building'), '10 Downing Street');
  await user.selectOptions(screen.getByLabelText('Employment status'), 'student');
  await user.type(screen.getByLabelText('Monthly Net Income'), '1500');
  await user.type(screen.getByLabelText('Mobile phone'), '7123456789');
  await user.type(screen.getByLabelText('E-mail address'), 'annie@example.com');
  await user.click(screen.getByLabelText(/I have read and accept/));
  await user.click(screen.getByLabelText('I confirm that the information I have given is accurate'));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
}

const buildings = [
  {
    building: '10 Downing Street',
    houseNumber: '10',
    flatNumber: '',
    street: 'Downing Street',
    town: 'London',
    county: 'Greater London',
    postCode: 'SW1A 1AA',
  },
];

describe('UK new-customer form', () => {
  it('shows the required messages on the fields and the count in the alert', async () => {
    fakeApi({ 'content.enums.post': { data: enums } });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const firstName = screen.getByLabelText('First name');
    // react-hook-form validates after the click's event, asynchronously: a busy machine shows it later.
    await waitFor(() => expect(firstName).toHaveAttribute('aria-invalid', 'true'));
    expect(firstName).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText(/I have read and accept/)).toHaveAccessibleDescription('You must accept the privacy policy');
    const invalid = document.querySelectorAll('[aria-invalid="true"]').length;
    expect(invalid).toBeGreaterThan(5);
    expect(within(screen.getByRole('alert')).getByText(`${invalid} input fields has error`)).toBeInTheDocument();
  });

  it('checks name length, UK mobile and income rules', async () => {
    fakeApi({ 'content.enums.post': { data: enums } });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    await user.type(screen.getByLabelText('First name'), 'Al');
    await user.type(screen.getByLabelText('Mobile phone'), '0612345678');
    await user.selectOptions(screen.getByLabelText('Employment status'), 'student');
    await user.type(screen.getByLabelText('Monthly Net Income'), '50');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Min length is 3'));
    expect(screen.getByLabelText('Mobile phone')).toHaveAccessibleDescription('This is not a valid UK number');
    expect(screen.getByLabelText('Monthly Net Income')).toHaveAccessibleDescription(/Minimum monthly income is 100/);
  });

  it('refuses markup, digits, emoji and overlong names', async () => {
    fakeApi({ 'content.enums.post': { data: enums } });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    await user.click(screen.getByLabelText('First name'));
    await user.paste('<script>alert(1)</script>');
    await user.click(screen.getByLabelText('Last name'));
    await user.paste('x'.repeat(5000));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Invalid character'));
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Max length is 50');
    await user.clear(screen.getByLabelText('First name'));
    await user.type(screen.getByLabelText('First name'), 'Anna 2😀');
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('Invalid character');
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), "O'Brien-Zoë");
    expect(screen.getByLabelText('Last name')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the work fields of the employment status', async () => {
    fakeApi({ 'content.enums.post': { data: enums } });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    await screen.findByRole('option', { name: 'Full-time employed' });
    await user.selectOptions(screen.getByLabelText('Employment status'), 'fullTimeEmployed');
    for (const label of ['Employer Name', 'Monthly Net Income', 'Office district / location', 'Work phone', 'Position']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    await user.selectOptions(screen.getByLabelText('Employment status'), 'student');
    expect(screen.queryByLabelText('Employer Name')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Monthly Net Income')).toBeInTheDocument();
  });

  it('offers building Other with the manual address fields', async () => {
    fakeApi({ 'content.enums.post': { data: enums }, 'customer.buildingList': { data: buildings } });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    expect(screen.queryByLabelText('Street')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Building'), 'Other');
    for (const label of ['Town', 'Street', 'County', 'House number', 'Flat number'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
  });

  it('suggests a common domain on blur and fills the field when clicked', async () => {
    fakeApi({ 'content.enums.post': { data: enums } });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    const email = screen.getByLabelText('E-mail address');
    await user.type(email, 'annie@gmial.com');
    await user.tab();
    expect(screen.getByText('Did you mean')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'annie@gmail.com' }));
    expect(email).toHaveValue('annie@gmail.com');
    expect(screen.queryByText('Did you mean')).not.toBeInTheDocument();
  });

  it('sends the tracking fields and birth date at noon, then goes to the OTP page', async () => {
    const api = fakeApi({
      'content.enums.post': { data: enums },
      'customer.buildingList': { data: buildings },
      'customer.customer.post': { data: session },
    });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />, '/register/personal-details');
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByText('/register/otp', {}, { timeout: 4000 });
    const [body] = api.bodiesOf('customer.customer.post') as Record<string, unknown>[];
    expect(body).toMatchObject({
      firstName: 'Annie',
      birthDate: '1990-05-17T12:00:00Z',
      mobilePhone: '07123456789',
      building: '10 Downing Street',
      street: 'Downing Street',
      town: 'London',
      isPingTreeCustomer: false,
      pingTreeToken: '',
      tryCount: '0',
    });
    expect(typeof body?.uId).toBe('string');
    expect(body).not.toHaveProperty('workAddressCompanyName');
  });

  it('clears the e-mail on InvalidEmail and counts CustomerAlreadyRegistered as tryCount', async () => {
    let attempt = 0;
    const api = fakeApi({
      'content.enums.post': { data: enums },
      'customer.buildingList': { data: buildings },
      'customer.customer.post': () =>
        ++attempt === 1
          ? {
              status: 422,
              errors: [
                { message: 'This mobile number is already registered. Please login or contact us.', code: 'CustomerAlreadyRegistered' },
              ],
            }
          : {
              status: 422,
              errors: [{ message: 'This e-mail address cannot be used. Please enter another e-mail address.', code: 'InvalidEmail' }],
            },
    });
    const user = userEvent.setup();
    renderAt(<NewCustomerForm />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This mobile number is already registered. Please login or contact us.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This e-mail address cannot be used. Please enter another e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
    const bodies = api.bodiesOf('customer.customer.post') as Record<string, unknown>[];
    expect(bodies.map((b) => b.tryCount)).toEqual(['0', '1']);
  });
});
