import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { useRecordQueryOptions } from './useRecordQueryOptions.ts';

vi.mock('react-admin', async (original) => ({ ...(await original<typeof import('react-admin')>()), useNotify: () => vi.fn() }));

/** The hook on a record's page at `route`, with where the router went after the error. */
function onPage(route: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>;
  return renderHook(() => ({ options: useRecordQueryOptions(), location: useLocation() }), { wrapper });
}

describe('a record that is not there (404)', () => {
  it('opens the error route while its page is on screen', () => {
    window.location.hash = '#/templates/3/show';
    const { result, rerender } = onPage('/templates/3/show');
    result.current.options.onError(new HttpError('templates 3 was not found.', 404));
    rerender();
    expect(result.current.location.pathname).toBe('/error');
  });

  it('stays where staff went once they left the page (deleted from it, then sent to the list)', () => {
    window.location.hash = '#/templates';
    const { result, rerender } = onPage('/templates/3/show');
    result.current.options.onError(new HttpError('templates 3 was not found.', 404));
    rerender();
    expect(result.current.location.pathname).toBe('/templates/3/show');
  });
});
