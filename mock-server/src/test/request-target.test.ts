import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue } from '@pronto/api';
import { REST_COLLECTIONS } from '../types.ts';
import { startMock, type Mock } from './harness.ts';

/**
 * The request line as a client may spell it, sent over a raw socket (fetch would normalise it first):
 * absolute-form, case, repeated slashes, percent-encodings, dot segments, backslashes, encoded
 * slashes, fragments and parameters. Without a token, no protected call may reach its handler: the
 * answer is the target refusal (400), the gate's 401 or its "No such call" 404, never a handler's.
 */
let mock: Mock;
let port: number;
beforeAll(async () => {
  mock = await startMock();
  port = Number(new URL(mock.base).port);
});
afterAll(() => mock.close());

interface RawAnswer {
  status: number;
  body: string;
}

/** One request line over its own connection; the answer's status and body (bounded: 5 s). */
function send(method: string, target: string, token?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const body = method === 'GET' || method === 'HEAD' ? '' : '{}';
    const head = [
      `${method} ${target} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: close',
      ...(token ? [`Authorization: Bearer ${token}`] : []),
      ...(body ? ['Content-Type: application/json', `Content-Length: ${body.length}`] : []),
    ];
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('connect', () => socket.write(`${head.join('\r\n')}\r\n\r\n${body}`));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const fill = (path: string) => path.replace(/\{\w+\}/g, '1');
const encodeLetters = (path: string) => path.replace(/[a-z]/gi, (c) => `%${c.charCodeAt(0).toString(16)}`);

/** Every spelling of one path the fuzz sends. */
function spellings(path: string): string[] {
  const rest = path.slice('/api/'.length);
  return [
    `http://x${path}`,
    `HTTP://X${path}`,
    `https://x${path}`,
    `http://127.0.0.1:${port}${path.toUpperCase()}`,
    `http:${path}`,
    `//x${path}`,
    path.toUpperCase(),
    `/API/${rest}`,
    path.replace(/\//g, '//'),
    `${path}/`,
    encodeLetters(path),
    `/%61pi/${rest}`,
    `/x/..${path}`,
    `/x/%2e%2e${path}`,
    `/x/%2E%2E${path}`,
    `/api/./${rest}`,
    `/api/x/../${rest}`,
    `/api/x/%2e%2e/${rest}`,
    path.replace(/\//g, '\\'),
    `/api\\${rest}`,
    `/x/..\\..${path}`,
    `/api%2f${rest}`,
    `/api/${rest.replace(/\//g, '%2F')}`,
    `/api;/${rest}`,
    `/x#${path}`,
    `${path}#x`,
    `${path}?x=1`,
  ];
}

describe('request targets', () => {
  it('lets no spelling of a protected call reach a handler without a token', async () => {
    const paths: [string, string][] = [];
    for (const e of catalogue) if (e.auth !== 'public') paths.push([e.method.toUpperCase(), fill(e.path)]);
    for (const name of REST_COLLECTIONS) {
      paths.push(['GET', `/api/rest/${name}`], ['POST', `/api/rest/${name}`]);
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE']) paths.push([method, `/api/rest/${name}/1`]);
    }
    const probes = paths.flatMap(([method, path]) => spellings(path).map((target) => ({ method, target })));
    const reached: string[] = [];
    // A few connections at a time: several thousand requests in well under a minute.
    for (let i = 0; i < probes.length; i += 24) {
      const answers = await Promise.all(probes.slice(i, i + 24).map(async (p) => ({ p, answer: await send(p.method, p.target) })));
      for (const { p, answer } of answers) {
        const refused =
          answer.status === 400 ||
          (answer.status === 401 && answer.body.includes('Authorization Error')) ||
          (answer.status === 404 && answer.body.includes('No such call'));
        if (!refused) reached.push(`${p.method} ${p.target} -> ${answer.status} ${answer.body.slice(0, 80)}`);
      }
    }
    expect(paths.length).toBeGreaterThan(600);
    // The answers from a handler first (2xx, 422), then the rest, so a failure shows what matters.
    const handled = reached.filter((r) => !/ -> (40[04]) /.test(r));
    expect({ handled: handled.length, firstHandled: handled.slice(0, 10), other: reached.length - handled.length }).toEqual({
      handled: 0,
      firstHandled: [],
      other: 0,
    });
  }, 120_000);

  it('answers an absolute-form target 400 with a message, with a token too', async () => {
    const token = await mock.staffToken();
    const answer = await send('GET', 'http://x/api/rest/staff', token);
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({
      data: null,
      errors: [{ message: 'Bad request target: send a path starting with / (no scheme, host, backslash or fragment).' }],
    });
  });

  it('still serves a percent-encoded or upper-case spelling of a call to its caller', async () => {
    const token = await mock.staffToken();
    for (const target of ['/%61pi/rest/staff?range=[0,0]', '/API/REST/STAFF?range=[0,0]', '/api//rest/staff/']) {
      const answer = await send('GET', target, token);
      expect(answer.status, target).toBe(200);
      expect(JSON.parse(answer.body).data.length, target).toBeGreaterThan(0);
    }
  });

  it('refuses paths outside /api with the gate 404', async () => {
    for (const target of ['/', '/db', '/nonexistent-static/x', '/rest/staff']) {
      const answer = await send('GET', target);
      expect(answer.status, target).toBe(404);
      expect(answer.body, target).toContain('No such call');
    }
  });
});
