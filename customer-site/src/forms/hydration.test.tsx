import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { useForm } from './form.tsx';
import { SubmitButton } from './SubmitButton.tsx';

/** A login-like form as the build renders it to static HTML. */
function Login({ onValid }: { onValid: (values: { mobile: string; pin: string }) => void }) {
  const { register, handleSubmit } = useForm<{ mobile: string; pin: string }>({ defaultValues: { mobile: '', pin: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <input aria-label="Mobile" {...register('mobile', { required: 'Enter your mobile' })} />
      <input aria-label="PIN" {...register('pin', { required: 'Enter your PIN' })} />
      <SubmitButton busy={false}>Log in</SubmitButton>
    </form>
  );
}

describe('a form in the static HTML, before and after hydration', () => {
  it('cannot be sent before hydration, and keeps what the customer typed meanwhile', async () => {
    const onValid = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Login onValid={onValid} />);
    document.body.append(container);

    // In the HTML: the submit button is disabled, so neither a click nor Enter sends the browser's own GET.
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    // The customer types before the JavaScript has run.
    screen.getByLabelText<HTMLInputElement>('Mobile').value = '07700900123';

    await act(async () => {
      hydrateRoot(container, <Login onValid={onValid} />);
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    expect(screen.getByLabelText('Mobile')).toHaveValue('07700900123');

    fireEvent.change(screen.getByLabelText('PIN'), { target: { value: '1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ mobile: '07700900123', pin: '1234' });
    container.remove();
  });
});
