// `npm test`: installs if needed, then typecheck, lint, format check, unit tests, build, end-to-end tests,
// stopping at the first failure and printing each step's duration. Plain Node, no dependencies.
// `npm test -- lint unit` runs only the named steps.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { setup } from './setup.mjs';
import { pnpmCommand, root } from './launch/paths.mjs';
import { duration, run } from './launch/processes.mjs';

/**
 * The steps in stages, each stage in lanes: a lane's steps run one after the other, a stage's lanes side by
 * side, their output printed as each step ends. The three checks are single-threaded (tsc -b, ESLint,
 * Prettier): as three processes on two cores the longest, lint, shared its core to the end; in two lanes
 * it has one core to itself while typecheck, the format check and the build take the other. Unit tests
 * and the end-to-end tests use every core each, so they run alone, the e2e tests after the build.
 */
/** @typedef {{ name: string, script: string, before?: () => void }} Step */
/** @type {Step[][][]} */
const stages = [
  [
    [
      { name: 'typecheck', script: 'typecheck' },
      { name: 'format', script: 'format:check' },
      { name: 'build', script: 'build' },
    ],
    [{ name: 'lint', script: 'lint' }],
  ],
  [[{ name: 'unit', script: 'test:unit' }]],
  [[{ name: 'e2e', script: 'test:e2e', before: checkChromium }]],
];
const steps = stages.flat(2);

function checkChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  console.warn(`
Chromium was not found at ${path}. The end-to-end tests use Debian's Chromium:
    sudo apt-get update && sudo apt-get install -y chromium      (or set CHROMIUM_PATH to another Chromium)
Falling back to Playwright's own browser, installed with:
    pnpm --filter @pronto/e2e exec playwright install chromium
`);
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !steps.some((s) => s.name === name));
if (unknown.length > 0) {
  console.error(`Unknown step(s): ${unknown.join(', ')}. Steps: ${steps.map((s) => s.name).join(', ')}.`);
  process.exit(2);
}
const selected = wanted.length > 0 ? steps.filter((s) => wanted.includes(s.name)) : steps;

/**
 * Runs a step with its output kept until it ends (steps side by side would interleave their lines).
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<{ code: number, output: string }>}
 */
function runQuietly(command, args) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => done({ code: 1, output: `Could not run ${command}: ${error.message}\n` }));
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output: Buffer.concat(chunks).toString() }));
  });
}

const started = Date.now();
if ((await setup()) !== 0) process.exit(1);
const pnpm = pnpmCommand();
/** @type {string[]} */
const report = [];

/**
 * Runs one step, its output streamed when it runs alone, kept until it ends when it runs beside others.
 * @param {Step} step
 * @param {boolean} alone
 * @returns {Promise<{ step: Step, code: number }>}
 */
async function runStep(step, alone) {
  step.before?.();
  if (alone) console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const args = [...pnpm.args, 'run', step.script];
  const { code, output } = alone ? { code: await run(pnpm.command, args), output: '' } : await runQuietly(pnpm.command, args);
  const took = Date.now() - t0;
  if (!alone) console.log(`\n--- ${step.name} ---\n${output.trimEnd()}`);
  report.push(`  ${step.name.padEnd(10)} ${code === 0 ? 'ok    ' : 'FAILED'} ${duration(took)}`);
  console.log(`=== ${step.name}: ${code === 0 ? 'ok' : `failed (exit code ${code})`} in ${duration(took)} ===`);
  return { step, code };
}

for (const stage of stages) {
  const lanes = stage.map((lane) => lane.filter((step) => selected.includes(step))).filter((lane) => lane.length > 0);
  if (lanes.length === 0) continue;
  const alone = lanes.length === 1;
  if (!alone) console.log(`\n=== ${lanes.map((lane) => lane.map((step) => step.name).join(' then ')).join(', beside ')} ===`);
  // A lane stops at its first failure; the other lanes finish, so their results are printed too.
  const results = await Promise.all(
    lanes.map(async (lane) => {
      /** @type {{ step?: Step, code: number }} */
      let result = { code: 0 };
      for (const step of lane) {
        result = await runStep(step, alone);
        if (result.code !== 0) break;
      }
      return result;
    }),
  );
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.log(`\n${report.join('\n')}\nStopped at ${failed.step?.name ?? 'a step'} after ${duration(Date.now() - started)}.`);
    process.exit(failed.code);
  }
}
console.log(`\n${report.join('\n')}\nAll ${selected.length} steps passed in ${duration(Date.now() - started)}.`);
