import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

// The market is read once at start (app/config.ts); the Spanish variant gets fresh modules.
let NewCustomerForm: typeof import('./NewCustomerForm.tsx').NewCustomerForm;
let helpers: typeof import('../../test/render.tsx');

beforeAll(async () => {
  vi.stubEnv('VITE_MARKET', 'ES');
  vi.resetModules();
  ({ NewCustomerForm } = await import('./NewCustomerForm.tsx'));
  helpers = await import('../../test/render.tsx');
});
afterAll(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('Spanish new-customer form', () => {
  it('asks for DNI/NIE/CIF, refuses a bad one and counts the errors in Spanish', async () => {
    helpers.fakeApi({ 'content.enums.post': { data: {} } });
    const user = userEvent.setup();
    helpers.renderAt(<NewCustomerForm />);
    expect(screen.queryByLabelText('Sexo')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Código postal')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Apellidos'), "O'Neill-García");
    await user.type(screen.getByLabelText('DNI / NIE / CIF'), '12345678A');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1988-07-03');
    await user.type(screen.getByLabelText('E-mail'), 'lucia@gmail.com');
    await user.type(screen.getByLabelText('Teléfono móvil'), '612345678');
    await user.click(screen.getByLabelText(/He leído y acepto/));
    await user.click(screen.getByLabelText('Confirmo que la información facilitada es correcta'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('DNI/NIE no válido')).toBeInTheDocument();
    expect(screen.getByLabelText('DNI / NIE / CIF')).toHaveAccessibleDescription('DNI/NIE no válido');
    expect(within(await screen.findByRole('alert')).getByText('1 Campo seleccionado erroneo')).toBeInTheDocument();
  });

  it('sends the national ID upper-cased', async () => {
    const api = helpers.fakeApi({
      'content.enums.post': { data: {} },
      'customer.customer.post': {
        status: 422,
        errors: [{ message: 'Este número de móvil ya está registrado.', code: 'CustomerAlreadyRegistered' }],
      },
    });
    const user = userEvent.setup();
    helpers.renderAt(<NewCustomerForm />);
    await user.type(screen.getByLabelText('Nombre'), 'Lucía');
    await user.type(screen.getByLabelText('Apellidos'), 'García');
    await user.type(screen.getByLabelText('DNI / NIE / CIF'), 'x1234567l');
    await user.type(screen.getByLabelText('Fecha de nacimiento'), '1988-07-03');
    await user.type(screen.getByLabelText('E-mail'), 'lucia@gmail.com');
    await user.type(screen.getByLabelText('Teléfono móvil'), '612345678');
    await user.click(screen.getByLabelText(/He leído y acepto/));
    await user.click(screen.getByLabelText('Confirmo que la información facilitada es correcta'));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Este número de móvil ya está registrado.')).toBeInTheDocument();
    expect(api.bodiesOf('customer.customer.post')).toEqual([
      expect.objectContaining({ additionalField: 'X1234567L', countryCode: 'ES', birthDate: '1988-07-03T12:00:00Z' }),
    ]);
  });
});
