import { createServer, type Server } from 'node:http';

/** Ten records in ra-data-simple-rest's own dialect, for the react-admin baseline under Lighthouse. */
const records = Array.from({ length: 10 }, (_, i) => ({
  id: i + 1,
  firstName: `First${i + 1}`,
  lastName: `Last${i + 1}`,
  emailAddress: `customer${i + 1}@example.com`,
  status: i % 2 ? 'approved' : 'registered',
  createdAt: new Date(Date.UTC(2026, 0, i + 1)).toISOString(),
}));

/** Answers every GET with the list (and a Content-Range header), on 127.0.0.1:`port`. */
export function startFixtureApi(port: number): Promise<Server> {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'content-range': `customers 0-${records.length - 1}/${records.length}`,
      'access-control-expose-headers': 'Content-Range',
    });
    response.end(JSON.stringify(records));
  });
  return new Promise((done) => server.listen(port, '127.0.0.1', () => done(server)));
}
