import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from './form.tsx';
import { formText } from '../i18n/pages/forms.ts';

/** A one-field form whose rule is async and fails to run (a list that cannot load, a lost connection). */
function Broken({ onValid }: { onValid: () => void }) {
  const { register, handleSubmit, formState } = useForm<{ email: string }>();
  return (
    <form noValidate onSubmit={handleSubmit(onValid)}>
      <input aria-label="E-mail" {...register('email', { validate: () => Promise.reject(new Error('JSON module failed to load')) })} />
      <p role="status">{formState.validatingFields.email ? 'checking' : 'idle'}</p>
      <p role="alert">{formState.errors.email?.message}</p>
      <button type="submit" disabled={formState.isSubmitting}>
        Send
      </button>
    </form>
  );
}

describe('a form whose async rule throws (defect 1)', () => {
  it('shows an error, does not send, and leaves the field and the button usable', async () => {
    const onValid = vi.fn();
    render(<Broken onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(formText.checkFailed));
    expect(onValid).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();

    // After the first submit, typing re-validates the field: the "checking" flag must clear again.
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'ana@example.com' } });
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('idle'));
    expect(screen.getByRole('alert')).toHaveTextContent(formText.checkFailed);
  });
});
