import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { AdminContext, useNotify } from 'react-admin';
import { MESSAGES, responseBus, type HandlerAction } from '@pronto/request';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { ProntoNotification } from './ProntoNotification.tsx';
import { ResponseHandler } from './ResponseHandler.tsx';

type Notify = ReturnType<typeof useNotify>;

/** Hands the test react-admin's notify. */
function Notifier({ onReady }: { onReady: (notify: Notify) => void }) {
  const notify = useNotify();
  useEffect(() => onReady(notify), [notify, onReady]);
  return null;
}

function renderNotifications(withHandler = false) {
  let notify: Notify | undefined;
  render(
    <AdminContext i18nProvider={i18nProvider}>
      {withHandler && <ResponseHandler />}
      <Notifier onReady={(n) => (notify = n)} />
      <ProntoNotification />
    </AdminContext>,
  );
  return (...args: Parameters<Notify>) => {
    if (!notify) throw new Error('notify is not ready');
    const send = notify;
    act(() => send(...args));
  };
}

const network: HandlerAction = { type: 'network', title: MESSAGES.timeoutTitle, message: MESSAGES.network, popup: true };

describe("the console's notifications (back-office.md §8: titles Success, Error, Warning, Info, Processing)", { timeout: 20_000 }, () => {
  it("titles a toast with its kind's title, in the console's language", async () => {
    const notify = renderNotifications();
    notify('Customer saved', { type: 'success' });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Success')).toBeInTheDocument();
    expect(within(toast).getByText('Customer saved')).toBeInTheDocument();
  });

  it('gives an error its title, and a change that can still be undone "Processing"', async () => {
    const notify = renderNotifications();
    notify('Not saved', { type: 'error' });
    expect(within(await screen.findByRole('alert')).getByText('Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    notify('ra.notification.updated', { type: 'info', undoable: true, messageArgs: { smart_count: 1 } });
    const toast = (await screen.findByText('Element updated', {}, { timeout: 3000 })).closest('[role="alert"]') as HTMLElement;
    expect(within(toast).getByText('Processing')).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Undo' })).toBeInTheDocument();
  });

  it("shows the global handler's popup with §8's title, and the same words from the screen only once", async () => {
    const notify = renderNotifications(true);
    act(() => responseBus.publish(network, '/api/customer/search'));
    // The list's own error toast: the same words (providers/result.ts failureMessage).
    notify(MESSAGES.network, { type: 'error' });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Request Timeout.')).toBeInTheDocument();
    expect(within(toast).getByText(MESSAGES.network)).toBeInTheDocument();
    await userEvent.click(within(toast).getByRole('button', { name: 'Dismiss' }));
    // Closing shows the next toast at once if there is one: there is none.
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a different message: it follows the first one', async () => {
    const notify = renderNotifications();
    // Sentences, as the console's messages are: a single word reads as a missing translation key.
    notify('The first message', { type: 'warning' });
    notify('The second message', { type: 'info' });
    const first = await screen.findByRole('alert');
    expect(within(first).getByText('Warning')).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Dismiss' }));
    const second = await screen.findByText('The second message', {}, { timeout: 3000 });
    expect(within(second.closest('[role="alert"]') as HTMLElement).getByText('Info')).toBeInTheDocument();
  });
});
