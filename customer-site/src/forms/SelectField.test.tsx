import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { FormProvider, useForm } from './form.tsx';
import { SelectField } from './inputs.tsx';

let loadChoices: () => void = () => undefined;

/** "My details" with a saved employment status whose choices (the enums) load after the form. */
function Details() {
  const methods = useForm({ defaultValues: { employmentStatus: 'fullTimeEmployed' } });
  const [choices, setChoices] = useState<{ value: string; label: string }[]>([]);
  loadChoices = () =>
    setChoices([
      { value: 'student', label: 'Student' },
      { value: 'fullTimeEmployed', label: 'Full-time employed' },
    ]);
  return (
    <FormProvider {...methods}>
      <SelectField name="employmentStatus" label="Employment status" placeholder="Please select" choices={choices} />
    </FormProvider>
  );
}

describe('a select whose choices load after its value (defect 6)', () => {
  it('shows the saved value once its option exists', () => {
    render(<Details />);
    act(() => loadChoices());
    expect(screen.getByLabelText('Employment status')).toHaveValue('fullTimeEmployed');
    expect(screen.getByRole('option', { name: 'Full-time employed' })).toHaveProperty('selected', true);
  });
});
