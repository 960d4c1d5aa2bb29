import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../../test/render.tsx';
import UnsubscribePage from './UnsubscribePage.tsx';

describe('unsubscribe on the UK site', () => {
  it('thanks in English, under an English title, and posts camp, key and userTo', async () => {
    const api = fakeApi({ 'communication.unsubscribe': { data: { unsubscribed: true } } });
    const { container } = renderAt(<UnsubscribePage />, '/unsubscribe?camp=42&key=abc&userTo=a%40b.co');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unsubscribe');
    expect(screen.getByText(/^Thank you\. We have unsubscribed your e-mail address/)).toBeInTheDocument();
    expect(container.querySelector('[lang]')).toBeNull();
    await waitFor(() =>
      expect(api.bodiesOf('communication.unsubscribe')).toEqual([
        { campaignId: '42', userKey: 'abc', userTo: 'a@b.co', communicationType: 'email' },
      ]),
    );
  });
});
