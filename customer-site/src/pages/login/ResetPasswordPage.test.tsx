import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import ResetPasswordPage from './ResetPasswordPage.tsx';

describe('reset PIN: the PIN by SMS can be sent again, as at registration', () => {
  it('counts down 180 s from arrival (a PIN was just sent), then resends to the number in the form and counts again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({ 'membership.forgotPin': { data: { message: 'New PIN sent to your mobile phone.' } } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<ResetPasswordPage />, '/login/reset-password?phone=7100000008');
    const resend = screen.getByRole('button', { name: "I didn't receive PIN" });
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new PIN in 180 s')).toBeInTheDocument();
    for (let i = 0; i < 180; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(resend).toBeEnabled();
    await user.click(resend);
    expect(api.bodiesOf('membership.forgotPin')).toEqual([{ countryCode: 'GB', mobilePhone: '07100000008' }]);
    expect(await screen.findByText('A new PIN has been sent to your mobile phone.')).toBeInTheDocument();
    expect(resend).toBeDisabled();
    expect(screen.getByText('You can ask for a new PIN in 180 s')).toBeInTheDocument();
    vi.useRealTimers();
  });

  it('asks for the mobile number before sending again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeApi({});
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<ResetPasswordPage />, '/login/reset-password');
    for (let i = 0; i < 180; i++) await act(async () => vi.advanceTimersByTime(1000));
    await user.click(screen.getByRole('button', { name: "I didn't receive PIN" }));
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('This field is required'));
    expect(screen.getByRole('button', { name: "I didn't receive PIN" })).toBeEnabled();
    expect(api.bodiesOf('membership.forgotPin')).toEqual([]);
    vi.useRealTimers();
  });
});
