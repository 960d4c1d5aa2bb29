import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderAt } from '../../test/render.tsx';
import ContactPage from './ContactPage.tsx';

describe('Contact form', () => {
  it('marks every empty field and asks for the captcha', async () => {
    fakeApi({ 'communication.GetPublicCaptchaKey': { data: 'site-key' } });
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact-us');
    await screen.findByLabelText("I'm not a robot");
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('This field is required');
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription('Invalid e-mail');
    expect(screen.getByText('Please solve the recaptcha to submit the form')).toBeInTheDocument();
  });

  it('validates the captcha token, then sends the form', async () => {
    const api = fakeApi({
      'communication.GetPublicCaptchaKey': { data: 'site-key' },
      'communication.ValidateCaptcha': { data: { success: true } },
      'communication.contactForm': { data: { ticketId: 1, message: 'Thank you, we will get back to you soon.' } },
    });
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact-us');
    await user.type(screen.getByLabelText('Name'), 'Harriet Jones');
    await user.type(screen.getByLabelText('E-mail address'), 'harriet@gmail.com');
    await user.type(screen.getByLabelText('Phone number'), '7123456789');
    await user.type(screen.getByLabelText('Subject'), 'Hello');
    await user.type(screen.getByLabelText('Message'), 'A question');
    await user.click(await screen.findByLabelText("I'm not a robot"));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect((await screen.findAllByText('Thank you. Your message has been sent.')).length).toBeGreaterThan(0);
    const check = api.calls.find((c) => c.id === 'communication.ValidateCaptcha');
    const token = check?.query.get('response');
    expect(token).toMatch(/^mock-captcha-ok-site-key-/);
    // The API checks the captcha again: the post carries the token.
    expect(api.bodiesOf('communication.contactForm')).toEqual([
      {
        name: 'Harriet Jones',
        emailAddress: 'harriet@gmail.com',
        phoneNumber: '07123456789',
        subject: 'Hello',
        message: 'A question',
        captcha: token,
      },
    ]);
  });

  it('says "Couldn\'t get recaptcha key" when there is no key', async () => {
    fakeApi({ 'communication.GetPublicCaptchaKey': { status: 422, errors: [{ message: 'down' }] } });
    renderAt(<ContactPage />, '/contact-us');
    expect(await screen.findByText("Couldn't get recaptcha key")).toBeInTheDocument();
  });

  it('bounds the name, subject and message lengths', async () => {
    fakeApi({ 'communication.GetPublicCaptchaKey': { data: 'site-key' } });
    const user = userEvent.setup();
    renderAt(<ContactPage />, '/contact-us');
    await screen.findByLabelText("I'm not a robot");
    await user.click(screen.getByLabelText('Name'));
    await user.paste('n'.repeat(101));
    await user.click(screen.getByLabelText('Subject'));
    await user.paste('s'.repeat(151));
    await user.click(screen.getByLabelText('Message'));
    await user.paste('m'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Max length is 100');
    expect(screen.getByLabelText('Subject')).toHaveAccessibleDescription('Max length is 150');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Max length is 2000');
  });
});

describe('Contact captcha wait', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the 60 s from ticking the captcha, not from page load', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fakeApi({ 'communication.GetPublicCaptchaKey': { data: 'site-key' } });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderAt(<ContactPage />, '/contact-us');
    const robot = await screen.findByLabelText("I'm not a robot");
    // A customer still typing after a minute has not been told anything.
    await act(() => vi.advanceTimersByTimeAsync(90_000));
    expect(screen.queryByText(/The security check expired/)).not.toBeInTheDocument();
    await user.click(robot);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByText(/The security check expired/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(screen.getByText(/The security check expired/)).toBeInTheDocument();
    // The expired answer is gone: sending asks for the captcha again.
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please solve the recaptcha to submit the form')).toBeInTheDocument();
  });
});
