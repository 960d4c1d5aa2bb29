import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { matchPath, ParamsProvider, useLocation } from '../app/router.tsx';
import { MemoryRouter } from './memory-router.tsx';
import { configureRequest } from '@pronto/request';
import { siteCatalogue } from '@pronto/api/customer-site/account';
import { contractFake, type ContractFake, type Replies } from '@pronto/api/testing';
import { expect, onTestFinished } from 'vitest';
import { Providers } from '../app/App.tsx';

/**
 * The back end of a component test, built from the contract (`@pronto/api/testing`): `replies` by
 * catalogue id, typed by the contract. A call outside the site's part of the catalogue, or one the test
 * did not prepare, fails the test when it finishes.
 */
export function fakeApi(replies: Replies = {}): ContractFake {
  const fake = contractFake(siteCatalogue, replies);
  configureRequest({ fetch: fake.fetch });
  onTestFinished(() => {
    expect(fake.problems, 'calls the test did not prepare').toEqual([]);
  });
  return fake;
}

/** `children` while the path matches `pattern` (with its params), nothing elsewhere. */
function Matched({ pattern, children }: { pattern: string; children: ReactNode }) {
  const params = matchPath(pattern, useLocation().pathname);
  return params ? <ParamsProvider params={params}>{children}</ParamsProvider> : null;
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders a page at `path` inside the site's providers and a memory router; the current url is in test id "location". */
export function renderAt(ui: ReactElement, path = '/', pattern = '*') {
  return render(
    <MemoryRouter path={path}>
      <Providers>
        <Matched pattern={pattern}>{ui}</Matched>
        <Where />
      </Providers>
    </MemoryRouter>,
  );
}
