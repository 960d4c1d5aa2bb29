/**
 * A Vitest setup file of the apps' component tests (admin, customer-site): no network. A request no fake
 * answers (no `fakeApi` prepared it, or it left after its test ended) is refused with its method and url,
 * and the request layer's "[request] ... failed" warning then fails the test (strict-console.ts).
 */
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = input instanceof Request ? input.url : String(input);
  return Promise.reject(new Error(`No fake answers ${init?.method ?? 'GET'} ${url}: prepare it with fakeApi() and wait for it`));
};
