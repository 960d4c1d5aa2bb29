import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
      'communication.contactForm': { data: { ticketId: 1 } },
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
    expect(check?.query.get('response')).toMatch(/^mock-captcha-ok-site-key-/);
    expect(api.bodiesOf('communication.contactForm')).toEqual([
      { name: 'Harriet Jones', emailAddress: 'harriet@gmail.com', phoneNumber: '07123456789', subject: 'Hello', message: 'A question' },
    ]);
  });

  it('says "Couldn\'t get recaptcha key" when there is no key', async () => {
    fakeApi({ 'communication.GetPublicCaptchaKey': { status: 422, errors: [{ message: 'down' }] } });
    renderAt(<ContactPage />, '/contact-us');
    expect(await screen.findByText("Couldn't get recaptcha key")).toBeInTheDocument();
  });
});
