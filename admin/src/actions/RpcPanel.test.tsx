import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { Answer, SHOWN_ROWS } from './RpcPanel.tsx';

describe('Answer (a listed answer, as staff read it)', { timeout: 20_000 }, () => {
  it('shows the first rows of a long list and says how many there are', () => {
    const rows = Array.from({ length: 1200 }, (_, i) => ({ id: i + 1, firstName: `Customer ${i + 1}` }));
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Answer data={rows} />
      </AdminContext>,
    );
    expect(screen.getByText(`The first ${SHOWN_ROWS} of 1200`)).toBeInTheDocument();
    const body = screen.getAllByRole('rowgroup')[1]!;
    expect(within(body).getAllByRole('row')).toHaveLength(SHOWN_ROWS);
    expect(within(body).getByText('Customer 1')).toBeInTheDocument();
    expect(within(body).queryByText(`Customer ${SHOWN_ROWS + 1}`)).toBeNull();
  });

  it('shows a short list whole, with no count line', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Answer data={[{ id: 1, firstName: 'Ana' }]} />
      </AdminContext>,
    );
    expect(screen.getByText('Ana')).toBeInTheDocument();
    expect(screen.queryByText(/^The first/)).toBeNull();
  });

  it('writes a list of days as dates, in the console’s language', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <Answer data={{ dates: ['2026-12-29', '2026-12-30'] }} />
      </AdminContext>,
    );
    expect(screen.getByText('29/12/2026, 30/12/2026')).toBeInTheDocument();
  });
});
