import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderAt } from '../test/render.tsx';
import { SiteRoutes } from './App.tsx';

describe('unknown paths', () => {
  it.each(['/no-such-page', '/cuenta/x'])('%s shows the not-found page, never the raw path', async (path) => {
    fakeApi({});
    renderAt(<SiteRoutes />, path);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found!' })).toBeInTheDocument();
    expect(screen.queryByText(path)).not.toBeInTheDocument();
  });
});
