import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { matchPath, ParamsProvider, useLocation } from '../app/router.tsx';
import { MemoryRouter } from './memory-router.tsx';
import { configureRequest } from '@pronto/request';
import { Providers } from '../app/App.tsx';

export interface FakeReply {
  status?: number;
  data?: unknown;
  errors?: { message: string; code?: string }[];
}

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

/**
 * A stand-in for the mock server at the request layer's injection point (`configureRequest({ fetch })`):
 * answers `{ data, errors }` envelopes by "METHOD /path" and records every call.
 */
export function fakeApi(replies: Record<string, FakeReply | ((body: unknown) => FakeReply)>) {
  const calls: FakeCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://site.test');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ method, path: url.pathname + url.search, body });
    const reply = replies[`${method} ${url.pathname}`];
    const answer = typeof reply === 'function' ? reply(body) : (reply ?? { status: 200, data: null });
    return new Response(JSON.stringify({ data: answer.data ?? null, errors: answer.errors ?? [] }), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  configureRequest({ fetch: fetch as typeof globalThis.fetch });
  return { calls, bodyOf: (path: string) => calls.filter((c) => c.path.startsWith(path)).map((c) => c.body) };
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
