import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { entry } from '@pronto/api';
import { resetRequestConfig } from '@pronto/request';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { fakeApi, requestsOf } from '../test/fakeApi.ts';
import { CallForm } from './CallForm.tsx';

beforeEach(() => resetRequestConfig());

function renderForm(id: string) {
  return render(
    <AdminContext i18nProvider={i18nProvider}>
      <CallForm entry={entry(id)} />
    </AdminContext>,
  );
}

describe('CallForm', { timeout: 20_000 }, () => {
  it('fills the url variable and the query, and shows the status and the errors', async () => {
    const fake = fakeApi({ 'loan.loanStatusHistory': { status: 422, errors: [{ message: 'Loan 99 does not exist.' }] } });
    renderForm('loan.loanStatusHistory');
    await userEvent.type(screen.getByLabelText(/loanId/), '99');
    await userEvent.type(screen.getByLabelText(/Query/), '{{"verbose":true}');
    await userEvent.click(screen.getByRole('button', { name: 'Call' }));
    expect(await screen.findByTestId('call-status', {}, { timeout: 8000 })).toHaveTextContent('422');
    expect(screen.getByText(/Loan 99 does not exist\./)).toBeInTheDocument();
    expect(requestsOf(fake)).toEqual([{ method: 'GET', url: '/api/loan/loanStatusHistory/99?verbose=true', body: undefined }]);
  });

  it('refuses a body that is not JSON', async () => {
    const fake = fakeApi();
    renderForm('loan.payloanmanual');
    await userEvent.type(screen.getByLabelText(/Body/), '{{amount: 10}');
    expect(screen.getByText('Not valid JSON')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toBeDisabled();
    expect(fake.calls).toEqual([]);
  });
});
