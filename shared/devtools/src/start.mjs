// `npm start`: installs if needed, seeds the mock data if missing, starts the mock API, the customer site
// of both markets (UK and Spain) and the admin console (Vite dev servers), waits until each answers,
// prints URLs and logins. Ctrl-C stops all of them. Plain Node, no dependencies. `MARKET=ES npm start`
// lists the Spanish customers' logins.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setup } from './setup.mjs';
import { loginsText } from './launch/accounts.mjs';
import { bin, pnpmCommand, root } from './launch/paths.mjs';
import { run, service, stop, waitFor } from './launch/processes.mjs';
import { sitePorts, startSiteUrls } from './launch/sites.mjs';

const market = (process.env.MARKET ?? process.env.VITE_MARKET ?? 'GB').toUpperCase() === 'ES' ? 'ES' : 'GB';
const ports = {
  api: process.env.API_PORT ?? '3000',
  admin: process.env.ADMIN_PORT ?? '5174',
};
const sites = { ports: sitePorts(), urls: startSiteUrls() };
const dataFile = resolve(process.env.DATA_FILE ?? join(root, 'mock-server', 'data', 'db.json'));
const env = {
  API_PORT: ports.api,
  ADMIN_PORT: ports.admin,
  DATA_FILE: dataFile,
  // The admin's "Open as customer" opens the site of the customer's market (admin/build/site-urls.ts).
  SITE_URL_GB: sites.urls.GB,
  SITE_URL_ES: sites.urls.ES,
};
/** The customer site's dev server of a market (its port and texts come from SITE_PORT and VITE_MARKET). */
const siteEnv = (/** @type {'GB' | 'ES'} */ siteMarket) => ({ ...env, SITE_PORT: sites.ports[siteMarket], VITE_MARKET: siteMarket });

if ((await setup()) !== 0) process.exit(1);

// The seed script writes a missing book, and reseeds one whose day has passed (KEEP_DATA=1 keeps it).
{
  if (!existsSync(dataFile)) console.log(`Seeding the mock data into ${dataFile}...`);
  const pnpm = pnpmCommand();
  const code = await run(pnpm.command, [...pnpm.args, '--filter', '@pronto/mock-server', 'seed'], { env });
  if (code !== 0) process.exit(code);
}

// The mock runs from its bundle with its own Node options (mock-server/bundle.mjs), as `pnpm start` there.
// Imported only now: esbuild is there once setup has installed.
const mock = await import('@pronto/mock-server/bundle');
await mock.bundle();

const services = [
  {
    name: 'api',
    dir: 'mock-server',
    command: process.execPath,
    args: [...mock.nodeArgs(), mock.SERVER],
    url: `http://127.0.0.1:${ports.api}/api/catalogue`,
  },
  .../** @type {const} */ (['GB', 'ES']).map((siteMarket) => ({
    name: siteMarket === 'GB' ? 'site' : 'site-es',
    dir: 'customer-site',
    command: bin('customer-site', 'vite'),
    args: [],
    url: `${sites.urls[siteMarket]}/`,
    env: siteEnv(siteMarket),
  })),
  { name: 'admin', dir: 'admin', command: bin('admin', 'vite'), args: [], url: `http://127.0.0.1:${ports.admin}/` },
];

const children = services.map((s) => ({
  ...s,
  child: service(s.name, s.command, s.args, { cwd: join(root, s.dir), env: 'env' in s ? s.env : env }),
}));

let stopping = false;
/** @param {number} code */
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping...');
  await Promise.all(children.map(({ child }) => stop(child)));
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
for (const { name, child } of children) {
  child.on('exit', (/** @type {number | null} */ code) => {
    if (!stopping) {
      console.error(`[${name}] stopped (exit code ${code}); stopping the others.`);
      void shutdown(code || 1);
    }
  });
}

try {
  await Promise.all(children.map(({ url, child }) => waitFor(url, child)));
} catch (error) {
  console.error(`A service did not start: ${error instanceof Error ? error.message : error}`);
  await shutdown(1);
}

console.log(`
Pronto is running:
  Customer site  ${sites.urls.GB}/  (UK)
                 ${sites.urls.ES}/  (Spain)
  Admin console  http://127.0.0.1:${ports.admin}/
  Mock API       http://127.0.0.1:${ports.api}/api  (data: ${dataFile})

${loginsText(market)}

PINs and e-mails are not sent: they appear in the [api] lines and the SMS / e-mail history.
Press Ctrl-C to stop.
`);
