// The load generator of the latency measurement, in a process of its own so it can run on another CPU
// than the server it loads: `node --import tsx load-child.ts '<LoadSpec as JSON>'` prints a LoadResult as JSON.
import autocannon from 'autocannon';
import { autocannonRequest, loadResultOf, type LoadSpec } from './load-spec.ts';

const spec = JSON.parse(process.argv[2] ?? '') as LoadSpec;
const result = await autocannon({
  url: spec.url,
  connections: spec.connections,
  duration: spec.duration,
  requests: [autocannonRequest(spec)],
});
process.stdout.write(`${JSON.stringify(loadResultOf(result))}\n`);
