import { callerOf } from './caller.ts';
import { entry } from './catalogue/index.ts';

export { callerOf, callOptions, defaultTimeout, type CallOptions } from './caller.ts';

/**
 * Calls a catalogue entry by id through `request()` with its method and path, typed by the contract
 * (`call('membership.login', { data })` resolves to `ApiResult<Session>`); an unknown id does not compile.
 */
// Pure: a bundle that never calls `call` (the customer site has its own) leaves the whole catalogue out.
export const call = /* @__PURE__ */ callerOf(entry);
