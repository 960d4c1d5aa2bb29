// `npm test`: installs if needed, then typecheck, lint, format check, unit tests, build, end-to-end tests,
// stopping at the first failure and printing each step's duration. Plain Node, no dependencies.
// `npm test -- lint unit` runs only the named steps.
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { setup } from './setup.mjs';
import { pnpmCommand, root } from './launch/paths.mjs';
import { duration, run } from './launch/processes.mjs';

/**
 * The steps in stages. The first stage's three checks are single-threaded (tsc -b, ESLint, Prettier):
 * on two cores they run side by side, their output printed as each ends. Unit tests, the build and the
 * end-to-end tests use every core each, so they run one after the other.
 */
/** @typedef {{ name: string, script: string, before?: () => void }} Step */
/** @type {Step[][]} */
const stages = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
    { name: 'format', script: 'format:check' },
  ],
  [{ name: 'unit', script: 'test:unit' }],
  [{ name: 'build', script: 'build' }],
  [{ name: 'e2e', script: 'test:e2e', before: checkChromium }],
];
const steps = stages.flat();

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

for (const stage of stages) {
  const here = stage.filter((step) => selected.includes(step));
  if (here.length === 0) continue;
  const alone = here.length === 1;
  if (!alone) console.log(`\n=== ${here.map((step) => step.name).join(', ')} (side by side) ===`);
  const results = await Promise.all(
    here.map(async (step) => {
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
    }),
  );
  const failed = results.find((result) => result.code !== 0);
  if (failed) {
    console.log(`\n${report.join('\n')}\nStopped at ${failed.step.name} after ${duration(Date.now() - started)}.`);
    process.exit(failed.code);
  }
}
console.log(`\n${report.join('\n')}\nAll ${selected.length} steps passed in ${duration(Date.now() - started)}.`);
