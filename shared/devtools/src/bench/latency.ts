import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import autocannon, { type Request, type Result } from 'autocannon';
import type { Figure } from './figures.ts';
import { root } from './paths.ts';
import { mockServerArgs, startNode, type Server } from './servers.ts';

const mockPort = 3201;
const plainPort = 3202;
const load = { connections: 10, duration: 10 };

interface Scenario {
  name: string;
  mock: Request;
  plain: Request;
  /** Target for the mock's p99, in ms. */
  /** The target: an absolute p99 in ms, or a multiple of plain json-server's p99 on the same collection. */
  p99Target: { ms: number } | { timesBaseline: number };
}

const json = (body: unknown, token?: string): Pick<Request, 'headers' | 'body'> => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

let registrations = 0;
/** A valid UK registration (as the customer site posts it) with a phone and e-mail no other request used. */
export function registrationBody(n: number): Record<string, unknown> {
  const suffix = String(n).padStart(8, '0');
  return {
    countryCode: 'GB',
    firstName: 'Bench',
    lastName: 'Marker',
    gender: 'Female',
    birthDate: '1990-05-17T12:00:00Z',
    postCode: 'SW1A 1AA',
    building: 'Other',
    town: 'London',
    street: 'Downing Street',
    county: 'Greater London',
    houseNumber: '10',
    flatNumber: '1',
    employmentStatus: 'fullTimeEmployed',
    // Model form of 079xxxxxxxx (leading 0 stripped): never one of the seeded 071000000xx.
    mobilePhone: `79${suffix}`,
    emailAddress: `bench${suffix}@example.com`,
    workAddressCompanyName: 'ACME Ltd',
    monthlyIncome: 2500,
    workAddressCompanyAddress: 'Westminster',
    workPhone: '02071234567',
    position: 'Clerk',
    agreementsAccept: true,
    accurateInformation: true,
    isPingTreeCustomer: false,
    pingTreeToken: '',
    uId: `bench-${suffix}`,
    tryCount: '0',
    landingGroup: '',
  };
}

function scenarios(token: string): Scenario[] {
  const register = (request: Request): Request => ({ ...request, body: JSON.stringify(registrationBody((registrations += 1))) });
  return [
    {
      name: 'Customer search (q, page of 10)',
      mock: { method: 'POST', path: '/api/customer/search', ...json({ q: 'smith', page: 1, perPage: 10 }, token) },
      plain: { method: 'GET', path: '/customers?q=smith&_page=1&_limit=10' },
      p99Target: { timesBaseline: 2 },
    },
    {
      name: 'Loan search (status filter, sorted, page of 10)',
      mock: {
        method: 'POST',
        path: '/api/loan/searchLoans',
        ...json({ filter: { status: 'issued' }, sort: 'issueDate', order: 'DESC', page: 1, perPage: 10 }, token),
      },
      plain: { method: 'GET', path: '/loans?status=issued&_sort=issueDate&_order=desc&_page=1&_limit=10' },
      p99Target: { timesBaseline: 2 },
    },
    {
      name: 'Registration (POST customer)',
      mock: { method: 'POST', path: '/api/customer/customer', ...json({}), setupRequest: register },
      plain: { method: 'POST', path: '/customers', ...json({}), setupRequest: register },
      p99Target: { ms: 50 },
    },
  ];
}

/** One request before the load, so a refused sample shows the server's message instead of a latency. */
async function probe(port: number, request: Request): Promise<string | null> {
  const sample = request.setupRequest ? request.setupRequest({ ...request }) : request;
  const response = await fetch(`http://127.0.0.1:${port}${sample.path ?? '/'}`, {
    method: sample.method,
    headers: sample.headers,
    body: sample.body,
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
  return `HTTP ${response.status} ${body?.errors?.[0]?.message ?? ''}`.trim();
}

async function fire(port: number, request: Request): Promise<Result> {
  return autocannon({ url: `http://127.0.0.1:${port}`, ...load, requests: [request] });
}

/** CPU time (user + system, in clock ticks) a process has used, from /proc; null off Linux. */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/**
 * Waits until a server has worked off what the load left queued (its CPU time stands still for 0.5 s,
 * at most 60 s): plain json-server answers a registration in seconds, so when autocannon stops it still
 * holds requests, and that work ran beside the next measurement.
 */
async function untilIdle(server: Server): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = cpuTicks(server.pid);
  while (last !== null && Date.now() < deadline) {
    await new Promise((next) => setTimeout(next, 500));
    const now = cpuTicks(server.pid);
    if (now === null || now - last <= 1) return;
    last = now;
  }
}

function jsonServerBin(): string {
  const require = createRequire(join(root, 'mock-server', 'package.json'));
  const pkgFile = require.resolve('json-server/package.json');
  const bin = (JSON.parse(readFileSync(pkgFile, 'utf8')) as { bin: string | Record<string, string> }).bin;
  return join(dirname(pkgFile), typeof bin === 'string' ? bin : (bin['json-server'] ?? ''));
}

async function staffLogin(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${mockPort}/api/report/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ emailAddress: 'admin@pronto.test', password: 'pronto123', country: 'GB' }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!body.data?.token) throw new Error(`staff sign-in failed (${response.status})`);
  return body.data.token;
}

async function waitForFile(file: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`the mock server did not write ${file}`);
    await new Promise((next) => setTimeout(next, 250));
  }
}

/**
 * The mock server and plain json-server 0.17 on the same seeded data, under the same load:
 * p99 latency and throughput per scenario, then each process's peak memory.
 */
export async function measureLatency(runDir: string, log: (line: string) => void): Promise<Figure[]> {
  const work = join(runDir, 'latency');
  mkdirSync(work, { recursive: true });
  const dataFile = join(work, 'mock.json');
  const figures: Figure[] = [];
  const servers: Server[] = [];
  try {
    // Seeded once, then started again from the data file, as `npm start` runs it after the first time:
    // the figures are the server's, not the seed generator's.
    log('seeding the default book');
    // As `npm start` runs it: the bundle with its heap cap.
    const mockArgs = await mockServerArgs();
    const mockOptions = { cwd: join(root, 'mock-server'), readyUrl: `http://127.0.0.1:${mockPort}/api/catalogue` };
    const seeding = await startNode(mockArgs, {
      ...mockOptions,
      env: { API_PORT: String(mockPort), DATA_FILE: dataFile, SEED_FRESH: '1' },
    });
    await waitForFile(dataFile);
    await seeding.stop();
    log('starting the mock server on the seeded data');
    const mock = await startNode(mockArgs, { ...mockOptions, env: { API_PORT: String(mockPort), DATA_FILE: dataFile, SEED_FRESH: '' } });
    servers.push(mock);
    const plainFile = join(work, 'plain.json');
    copyFileSync(dataFile, plainFile);
    log('starting plain json-server on a copy of the same data');
    const plain = await startNode([jsonServerBin(), plainFile, '--port', String(plainPort), '--host', '127.0.0.1', '--quiet'], {
      cwd: work,
      env: {},
      readyUrl: `http://127.0.0.1:${plainPort}/`,
    });
    servers.push(plain);

    const token = await staffLogin();
    const atStart = { mock: mock.memoryMb(), plain: plain.memoryMb() };
    // The peak asked for is the one under load: it starts from here.
    mock.resetPeak();
    plain.resetPeak();
    for (const scenario of scenarios(token)) {
      const refused = await probe(mockPort, scenario.mock);
      if (refused) {
        log(`${scenario.name}: the mock refused the sample request (${refused})`);
        figures.push({
          section: 'Mock API',
          name: `${scenario.name}, p99`,
          value: null,
          unit: 'ms',
          note: `sample request refused: ${refused}`,
        });
        continue;
      }
      log(`${scenario.name}: plain json-server`);
      const base = await fire(plainPort, scenario.plain);
      await untilIdle(plain);
      log(`${scenario.name}: mock server`);
      const ours = await fire(mockPort, scenario.mock);
      await untilIdle(mock);
      const failures = ours.non2xx + ours.errors + ours.timeouts;
      const note = `${Math.round(ours.requests.average)} req/s vs ${Math.round(base.requests.average)} req/s; p50 ${ours.latency.p50} ms vs ${base.latency.p50} ms${failures > 0 ? `; ${failures} of ${ours.requests.total} answers not 2xx` : ''}`;
      figures.push({
        section: 'Mock API',
        name: `${scenario.name}, p99`,
        value: failures > ours.requests.total / 2 ? null : ours.latency.p99,
        unit: 'ms',
        baseline: { name: 'plain json-server', value: base.latency.p99 },
        target:
          'ms' in scenario.p99Target
            ? { kind: 'max', limit: scenario.p99Target.ms, text: `≤ ${scenario.p99Target.ms} ms` }
            : {
                kind: 'max',
                limit: scenario.p99Target.timesBaseline * base.latency.p99,
                text: `≤ ${scenario.p99Target.timesBaseline}× json-server`,
              },
        note: failures > ours.requests.total / 2 ? `mostly failed: ${note}` : note,
      });
    }
    figures.push({
      section: 'Memory',
      name: 'Mock server peak RSS under the load (the three scenarios)',
      value: mock.peakMemoryMb(),
      unit: 'MB',
      baseline: { name: 'plain json-server', value: plain.peakMemoryMb() },
      target: { kind: 'max', limit: 300, text: '< 300 MB' },
      note: `RSS before the load: ${Math.round(atStart.mock ?? 0)} MB (json-server ${Math.round(atStart.plain ?? 0)} MB)`,
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
  return figures;
}
