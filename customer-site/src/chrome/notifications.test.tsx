import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { NotificationsProvider, useNotifier } from './notifications.tsx';

let notifier: ReturnType<typeof useNotifier>;
function Grab() {
  notifier = useNotifier();
  return null;
}

describe('notifications (bottom right, 4 s, progress until a success)', () => {
  afterEach(() => vi.useRealTimers());

  it('dismisses after 4 s; progress stays, cannot be dismissed, and a success removes it', async () => {
    // The notices' markup loads with the first notice: shown once first, so the clock below is the only wait.
    const first = render(
      <NotificationsProvider>
        <Grab />
      </NotificationsProvider>,
    );
    act(() => notifier.info('Saved'));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Info')).toBeInTheDocument();
    first.unmount();
    vi.useFakeTimers();
    render(
      <NotificationsProvider>
        <Grab />
      </NotificationsProvider>,
    );
    act(() => notifier.error('Card declined'));
    act(() => notifier.progress('Sending your application'));
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Processing')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Dismiss notification' })).toHaveLength(1);
    act(() => void vi.advanceTimersByTime(3_999));
    expect(screen.getByText('Card declined')).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Card declined')).not.toBeInTheDocument();
    expect(screen.getByText('Sending your application')).toBeInTheDocument();
    act(() => notifier.success('Sent'));
    expect(screen.queryByText('Sending your application')).not.toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
  });
});
