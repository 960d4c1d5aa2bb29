import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import jsonServer from 'json-server';
import { describe, expect, it } from 'vitest';
import { entry } from '@pronto/api';
import { CallTable } from './auth.ts';
import { notImplemented } from './catalogue.ts';

async function answer(handled: Set<string>, method: string, path: string) {
  const app = jsonServer.create() as Express;
  app.use('/api', notImplemented(new CallTable(), handled as Set<never>));
  app.use((_req, res) => res.status(299).json({ data: 'handled elsewhere', errors: [] }));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`, { method });
    return { status: response.status, body: (await response.json()) as { errors: { message: string }[] } };
  } finally {
    server.close();
  }
}

describe('a catalogue call without a handler', () => {
  it('answers 501 naming the call, never a made-up success', async () => {
    const { status, body } = await answer(new Set(), 'POST', '/api/loan/payloan');
    expect(status).toBe(501);
    expect(body.errors[0]?.message).toBe(`The mock API does not carry out loan.payloan ("${entry('loan.payloan').summary}").`);
  });

  it('passes a handled call and an unknown path on', async () => {
    expect((await answer(new Set(['loan.payloan']), 'POST', '/api/loan/payloan')).status).toBe(299);
    expect((await answer(new Set(), 'GET', '/api/no/such/call')).status).toBe(299);
  });
});
