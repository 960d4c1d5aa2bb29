import { loadDisposableLists } from '@pronto/domain';
import { createContext } from './context.ts';
import { scheduleDailyPosting } from './daily-posting.ts';
import { createServer } from './server.ts';

const port = Number(process.env.API_PORT ?? 3000);
const host = '127.0.0.1';
const started = Date.now();
let ctx: ReturnType<typeof createContext>;
try {
  ctx = createContext();
} catch (error) {
  // A refusal to start (the data file held by another server) is a sentence, not a stack trace.
  console.error(`[mock-server] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const app = createServer(ctx, { logger: process.env.MOCK_LOG === '1' });
// The disposable-domain lists (over 100,000 domains) load before the first request, not inside it: the
// first registration stalled every request in flight for about half a second.
await loadDisposableLists();

const server = app.listen(port, host, () => {
  console.log(
    `[mock-server] ${ctx.seeded ? 'seeded a fresh book' : 'loaded'} ${ctx.db.customers.length} customers, ${ctx.db.loans.length} loans (${Date.now() - started} ms); data file ${ctx.dataFile ?? '(memory only)'}`,
  );
  console.log(`[mock-server] listening on http://${host}:${port}/api`);
  scheduleDailyPosting(ctx);
  console.log('[mock-server] staff: admin@ / agent@ / reporter@pronto.test (and @pronto.es), password pronto123');
  console.log('[mock-server] customers: UK 07100000001..12, ES 600000001..12 (new .. waiting), PIN 1234');
});

// A port already in use (or any listen failure) stops the process: a mock that does not listen must not linger.
server.on('error', (error) => {
  console.error(`[mock-server] cannot listen on ${host}:${port}:`, error.message);
  process.exit(1);
});

async function shutdown(signal: string): Promise<void> {
  console.log(`[mock-server] ${signal}: saving data and stopping`);
  server.close();
  await ctx.flush();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('uncaughtException', (error) => console.error('[mock-server] uncaught error (still running):', error));
process.on('unhandledRejection', (error) => console.error('[mock-server] unhandled rejection (still running):', error));
