import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createContext, type ContextOptions } from '../context.ts';
import { createServer } from '../server.ts';

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are read loosely in tests; the assertions check the shape
  body: any;
  headers: Headers;
}

/** Starts the mock in-process on 127.0.0.1:0 with the small seed; `api()` calls it. */
export async function startMock(options: ContextOptions = {}) {
  const ctx = createContext({ dataFile: null, size: 'small', quiet: true, ...options });
  const app = createServer(ctx);
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  async function raw(method: string, path: string, body?: string, token?: string, headers: Record<string, string> = {}): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method: method.toUpperCase(),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body,
    });
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
  }
  const api = (method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>) =>
    raw(method, path, body === undefined ? undefined : JSON.stringify(body), token, headers);

  async function staffToken(email = 'admin@pronto.test', country = 'GB'): Promise<string> {
    const answer = await api('post', '/api/report/login', { emailAddress: email, password: 'pronto123', country });
    if (answer.status !== 200) throw new Error(`staff login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token as string;
  }
  async function customerToken(phone = '07100000008', country = 'GB'): Promise<string> {
    const answer = await api('post', '/api/membership/login', { phoneNumber: phone, password: '1234', countryCode: country });
    if (answer.status !== 200) throw new Error(`customer login failed: ${JSON.stringify(answer.body)}`);
    return answer.body.data.token as string;
  }
  async function latestPin(mobilePhone: string): Promise<string> {
    const answer = await api(
      'get',
      `/api/communication/sms/history?mobilePhone=${encodeURIComponent(mobilePhone)}`,
      undefined,
      await staffToken(),
    );
    const text = String(answer.body.data[0]?.text ?? '');
    const pin = /\b(\d{4})\b/.exec(text)?.[1];
    if (!pin) throw new Error(`no PIN in SMS history of ${mobilePhone}`);
    return pin;
  }
  /** Stops like main.ts on SIGTERM: pending changes are saved first. */
  const close = async () => {
    await ctx.flush();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { ctx, app, base, api, raw, staffToken, customerToken, latestPin, close };
}

export type Mock = Awaited<ReturnType<typeof startMock>>;

let counter = 0;
/** A UK mobile nobody in the seed has (07 9xx...), unique per call within a run. */
export const uniqueUkMobile = () => `079${String(Date.now() % 1_000_000).padStart(6, '0')}${String(counter++ % 100).padStart(2, '0')}`;
export const uniqueEsMobile = () => `69${String(Date.now() % 100_000).padStart(5, '0')}${String(counter++ % 100).padStart(2, '0')}`;
