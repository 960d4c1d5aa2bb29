import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { session } from '../../session/session.ts';
import { fakeApi, renderAt } from '../../test/render.tsx';
import OtpPage from './OtpPage.tsx';

const customer = {
  id: 3,
  firstName: 'Ann',
  lastName: 'Smith',
  birthDate: '1990-01-01T12:00:00Z',
  emailAddress: 'a@b.co',
  country: 'GB' as const,
  statuses: [{ status: 'new' as const, createdAt: '2026-01-01' }],
  communication: [{ id: 1, type: 'phone' as const, subType: 'personal' as const, countryCode: '+44', value: '07123456789' }],
  customerAddress: [],
};

describe('OTP page (Verify Your Phone)', () => {
  it('puts "Your pin is invalid" on the field for a wrong PIN', async () => {
    session.save('jwt', customer);
    fakeApi({ 'membership.pinValid': { status: 422, errors: [{ message: 'Your pin is invalid' }] } });
    const user = userEvent.setup();
    renderAt(<OtpPage />, '/register/otp');
    expect(screen.getByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('PIN'), '0000');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Your pin is invalid')).toBeInTheDocument();
    expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('Your pin is invalid');
  });

  it('asks for exactly 4 digits', async () => {
    session.save('jwt', customer);
    fakeApi({});
    const user = userEvent.setup();
    renderAt(<OtpPage />, '/register/otp');
    await user.type(screen.getByLabelText('PIN'), '12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText('PIN')).toHaveAccessibleDescription('PIN must be 4 digits'));
  });

  it('a correct PIN sets preRegistered and opens Verify Your Details', async () => {
    session.save('jwt', customer);
    fakeApi({
      'membership.pinValid': { data: { token: 'jwt' } },
      'customer.preRegistered': { data: { status: 'preRegistered' } },
    });
    const user = userEvent.setup();
    renderAt(<OtpPage />, '/register/otp');
    await user.type(screen.getByLabelText('PIN'), '1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('/register/complete')).toBeInTheDocument();
    expect(session.get().customer?.statuses.at(-1)?.status).toBe('preRegistered');
  });

  it('resend counts down 180 s in 1 s ticks before it is available again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    session.save('jwt', customer);
    const api = fakeApi({ 'membership.reSendOTP': { data: { message: 'A new PIN has been sent to your mobile phone.' } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<OtpPage />, '/register/otp');
    const resend = screen.getByRole('button', { name: "I didn't receive PIN" });
    await user.click(resend);
    expect(api.bodiesOf('membership.reSendOTP')).toEqual([{ countryCode: 'GB', mobilePhone: '07123456789' }]);
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new PIN in 180 s')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByText('You can ask for a new PIN in 179 s')).toBeInTheDocument();
    for (let i = 0; i < 179; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(resend).toBeEnabled();
    vi.useRealTimers();
  });

  it('changes the mobile number and hides the success message after 3 s', async () => {
    session.save('jwt', customer);
    const api = fakeApi({
      'customer.communication.post': {
        data: { ...customer, communication: customer.communication.map((c) => ({ ...c, value: '07999999999' })) },
      },
    });
    const user = userEvent.setup();
    renderAt(<OtpPage />, '/register/otp');
    await user.click(screen.getByRole('button', { name: 'I want to change my mobile number' }));
    await user.type(screen.getByLabelText('New mobile number'), '07999999999');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Your mobile number has been changed and a new PIN is on its way.')).toBeInTheDocument();
    expect(api.bodiesOf('customer.communication.post')).toEqual([
      { id: 0, type: 'phone', subType: 'personal', countryCode: '+44', value: '07999999999' },
    ]);
    await act(async () => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Your mobile number has been changed and a new PIN is on its way.')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
