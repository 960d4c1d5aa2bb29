// `npm test`: installs if needed, then typecheck, lint, format check, unit tests, build, end-to-end tests, in that order,
// stopping at the first failure and printing each step's duration. Plain Node, no dependencies.
// `npm test -- lint unit` runs only the named steps.
import { existsSync } from 'node:fs';
import { setup } from './setup.mjs';
import { pnpmCommand } from './launch/paths.mjs';
import { duration, run } from './launch/processes.mjs';

const steps = [
  { name: 'typecheck', script: 'typecheck' },
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'unit', script: 'test:unit' },
  { name: 'build', script: 'build' },
  { name: 'e2e', script: 'test:e2e', before: checkChromium },
];

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

const started = Date.now();
if ((await setup()) !== 0) process.exit(1);
const pnpm = pnpmCommand();
const report = [];

for (const step of selected) {
  step.before?.();
  console.log(`\n=== ${step.name} ===`);
  const t0 = Date.now();
  const code = await run(pnpm.command, [...pnpm.args, 'run', step.script]);
  const took = Date.now() - t0;
  report.push(`  ${step.name.padEnd(10)} ${code === 0 ? 'ok    ' : 'FAILED'} ${duration(took)}`);
  console.log(`=== ${step.name}: ${code === 0 ? 'ok' : `failed (exit code ${code})`} in ${duration(took)} ===`);
  if (code !== 0) {
    console.log(`\n${report.join('\n')}\nStopped at ${step.name} after ${duration(Date.now() - started)}.`);
    process.exit(code);
  }
}
console.log(`\n${report.join('\n')}\nAll ${selected.length} steps passed in ${duration(Date.now() - started)}.`);
