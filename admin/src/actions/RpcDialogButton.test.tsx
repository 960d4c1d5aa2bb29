import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, RecordContextProvider, TextInput } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { dataProvider } from '../providers/dataProvider.ts';
import { RpcDialogButton } from './RpcDialogButton.tsx';

const card = (status: string) => ({ id: 9, status });

/** The card page's sub-status button, under the page's record as react-admin holds it. */
function CardPage({ status }: { status: string }) {
  return (
    <AdminContext i18nProvider={i18nProvider} dataProvider={dataProvider}>
      <RecordContextProvider value={card(status)}>
        <RpcDialogButton label="Set sub-status" success="Sub-status changed" call={async () => undefined}>
          <TextInput source="subStatus" label="Sub-status" />
        </RpcDialogButton>
      </RecordContextProvider>
    </AdminContext>
  );
}

describe('RpcDialogButton', () => {
  it('keeps what was typed when the page refetches its record while the dialog is open', async () => {
    const { rerender } = render(<CardPage status="inactive" />);
    await userEvent.click(screen.getByRole('button', { name: 'Set sub-status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set sub-status' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Sub-status' }), 'customerRequest');
    // The action before (activating the card) refetched the record: it answers now, changed.
    rerender(<CardPage status="active" />);
    expect(within(dialog).getByRole('textbox', { name: 'Sub-status' })).toHaveValue('customerRequest');
  });
});
