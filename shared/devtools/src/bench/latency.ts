import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Figure } from './figures.ts';
import { scenarioFigures, type P99Target } from './latency-figures.ts';
import { NUMBER_MARK, numberedBody, type LoadResult, type LoadSpec } from './load-spec.ts';
import { devtoolsDir, root } from './paths.ts';
import { cpusIn, machinePinning, pinnedCommand, type Pinning } from './pinning.ts';
import { alternatingOrder, benchRounds } from './rounds.ts';
import { mockServerArgs, startNode, type Server } from './servers.ts';

const mockPort = 3201;
const plainPort = 3202;
/** 5 s a run (10 s before there were rounds): ten runs a scenario keep the step within about four minutes. */
const load = { connections: 10, duration: 5 };

type Call = LoadSpec['request'];

interface Scenario {
  name: string;
  mock: Call;
  plain: Call;
  /**
   * Registrations carry a fresh phone and e-mail each (NUMBER_MARK in the body), and each of the mock's rounds
   * starts from the seeded book: a round adds thousands of customers, and on a book grown by the rounds before
   * it the p99 rose round after round (its heap filling towards the cap), so rounds measured different books.
   */
  numbered: boolean;
  p99Target: P99Target;
}

const json = (body: unknown, token?: string): Pick<Call, 'headers' | 'body'> => ({
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

/** A valid UK registration (as the customer site posts it) whose phone and e-mail end in `suffix` (eight digits). */
export function registrationBody(suffix: string): Record<string, unknown> {
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
  const registration = json(registrationBody(NUMBER_MARK));
  return [
    {
      name: 'Customer search (q, page of 10)',
      mock: { method: 'POST', path: '/api/customer/search', ...json({ q: 'smith', page: 1, perPage: 10 }, token) },
      plain: { method: 'GET', path: '/customers?q=smith&_page=1&_limit=10' },
      numbered: false,
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
      numbered: false,
      p99Target: { timesBaseline: 2 },
    },
    {
      name: 'Registration (POST customer)',
      mock: { method: 'POST', path: '/api/customer/customer', ...registration },
      plain: { method: 'POST', path: '/customers', ...registration },
      numbered: true,
      p99Target: { ms: 50 },
    },
  ];
}

/** Numbers for registrations: the probe takes from 1 up, each run a block of a million of its own. */
let probeNumber = 0;
let runBlock = 0;

/** One request before the load, so a refused sample shows the server's message instead of a latency. */
async function probe(port: number, call: Call): Promise<string | null> {
  const response = await fetch(`http://127.0.0.1:${port}${call.path}`, {
    method: call.method,
    headers: call.headers,
    body: call.body === undefined ? undefined : numberedBody(call.body, (probeNumber += 1)),
  });
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { errors?: { message: string }[] } | null;
  return `HTTP ${response.status} ${body?.errors?.[0]?.message ?? ''}`.trim();
}

/** One autocannon run from a child process (on `cpus` when given), so its work is not the bench's or the server's. */
async function fire(port: number, scenario: Scenario, call: Call, cpus: string | undefined): Promise<LoadResult> {
  const spec: LoadSpec = {
    url: `http://127.0.0.1:${port}`,
    ...load,
    request: call,
    ...(scenario.numbered ? { numberFrom: (runBlock += 1) * 1_000_000 } : {}),
  };
  const { command, args } = pinnedCommand(cpus, process.execPath, [
    '--import',
    'tsx',
    join('src', 'bench', 'load-child.ts'),
    JSON.stringify(spec),
  ]);
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: devtoolsDir, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err = (err + chunk.toString()).slice(-2000)));
    child.once('error', fail);
    child.once('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) done(JSON.parse(last) as LoadResult);
      else fail(new Error(`the load generator exited with ${code}: ${err || out}`));
    });
  });
}

const placementOf = (pinning: Pinning): string =>
  pinning.pinned
    ? `servers on CPU ${pinning.server}, autocannon on CPU ${pinning.load} (taskset)`
    : `not pinned (${pinning.why}): servers and autocannon share the CPUs`;

/** CPU time (user + system, in clock ticks) a process has used, from /proc; null off Linux. */
function cpuTicks(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return null;
  }
}

/** How long a process's main thread has waited for a CPU while ready to run, in ms (/proc schedstat); null off Linux. */
function cpuWaitMs(pid: number): number | null {
  try {
    const waited = Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[1]);
    return Number.isFinite(waited) ? waited / 1e6 : null;
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
 * The mock server and plain json-server 0.17 on the same seeded data, under the same load, in alternating
 * rounds (plain, mock, plain, mock…): p99, p50 and throughput per scenario as medians of the rounds, then
 * each process's peak memory. The servers run on one CPU and the load generator on another where it can.
 */
export async function measureLatency(runDir: string, log: (line: string) => void): Promise<Figure[]> {
  const work = join(runDir, 'latency');
  mkdirSync(work, { recursive: true });
  const dataFile = join(work, 'mock.json');
  const figures: Figure[] = [];
  const servers: Server[] = [];
  const pinning = machinePinning();
  const serverCpus = pinning.pinned ? pinning.server : undefined;
  const loadCpus = pinning.pinned ? pinning.load : undefined;
  log(`latency: ${placementOf(pinning)}`);
  try {
    // Seeded once, then started again from the data file, as `npm start` runs it after the first time:
    // the figures are the server's, not the seed generator's.
    log('seeding the default book');
    // As `npm start` runs it on the CPUs it gets here: the bundle with its heap cap (and, on one CPU, a
    // single-threaded GC).
    const mockArgs = await mockServerArgs(serverCpus ? cpusIn(serverCpus) : undefined);
    const mockOptions = { cwd: join(root, 'mock-server'), readyUrl: `http://127.0.0.1:${mockPort}/api/catalogue` };
    const seeding = await startNode(mockArgs, {
      ...mockOptions,
      env: { API_PORT: String(mockPort), DATA_FILE: dataFile, SEED_FRESH: '1' },
    });
    await waitForFile(dataFile);
    await seeding.stop();
    const seeded = join(work, 'seeded.json');
    copyFileSync(dataFile, seeded);
    /** The mock on the seeded book, as it was after seeding (the journal of earlier runs dropped). */
    const startMock = (): Promise<Server> => {
      copyFileSync(seeded, dataFile);
      rmSync(`${dataFile}.journal`, { force: true });
      return startNode(mockArgs, {
        ...mockOptions,
        env: { API_PORT: String(mockPort), DATA_FILE: dataFile, SEED_FRESH: '' },
        ...(serverCpus ? { cpus: serverCpus } : {}),
      });
    };
    log('starting the mock server on the seeded data');
    let mock = await startMock();
    servers.push(mock);
    let mockPeakMb = 0;
    const plainFile = join(work, 'plain.json');
    copyFileSync(seeded, plainFile);
    log('starting plain json-server on a copy of the same data');
    const plain = await startNode([jsonServerBin(), plainFile, '--port', String(plainPort), '--host', '127.0.0.1', '--quiet'], {
      cwd: work,
      env: {},
      readyUrl: `http://127.0.0.1:${plainPort}/`,
      ...(serverCpus ? { cpus: serverCpus } : {}),
    });
    servers.push(plain);

    const token = await staffLogin();
    const atStart = { mock: mock.memoryMb(), plain: plain.memoryMb() };
    // The peak asked for is the one under load: it starts from here.
    mock.resetPeak();
    plain.resetPeak();
    const rounds = benchRounds();
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
      const results: Record<'plain' | 'mock', LoadResult[]> = { plain: [], mock: [] };
      const mockCpuWaitMs: number[] = [];
      for (const { round, key } of alternatingOrder('plain' as const, ['mock' as const], rounds)) {
        if (key === 'mock' && scenario.numbered) {
          mockPeakMb = Math.max(mockPeakMb, mock.peakMemoryMb() ?? 0);
          await mock.stop();
          servers.splice(servers.indexOf(mock), 1);
          mock = await startMock();
          servers.push(mock);
          // The first request of a fresh process pays for loading code; the probe takes it before the load.
          await probe(mockPort, scenario.mock);
          mock.resetPeak();
        }
        const [port, server] = key === 'plain' ? [plainPort, plain] : [mockPort, mock];
        const waitBefore = cpuWaitMs(server.pid);
        const result = await fire(port, scenario, scenario[key], loadCpus);
        const waitAfter = cpuWaitMs(server.pid);
        if (key === 'mock' && waitBefore !== null && waitAfter !== null) mockCpuWaitMs.push(waitAfter - waitBefore);
        await untilIdle(server);
        log(`${scenario.name}, round ${round + 1}, ${key}: p99 ${result.p99} ms, p50 ${result.p50} ms, ${Math.round(result.rps)} req/s`);
        results[key].push(result);
      }
      figures.push(...scenarioFigures({ ...scenario, ...results, placement: placementOf(pinning), mockCpuWaitMs }));
    }
    figures.push({
      section: 'Memory',
      name: 'Mock server peak RSS under the load (the three scenarios)',
      value: Math.max(mockPeakMb, mock.peakMemoryMb() ?? 0) || null,
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
