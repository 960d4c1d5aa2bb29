import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogue } from '@pronto/api';
import { consoleScreens, readConsoleSources, type SourceFile } from './console-screens.ts';

const file = (path: string, text: string): SourceFile => ({ path, text });

describe('consoleScreens: the calls each console screen makes, from the source', () => {
  const screens = consoleScreens([
    file('resources/customers/CustomerShow.tsx', "const spec = { id: 'membership.unblock' };\ndp.getCreditLimit('customers', p);"),
    file(
      'providers/customer.ts',
      "export const customerRpc = {\n  getCreditLimit: (_: string) => rpc('customer.creditlimit'),\n  unused: (_: string) => rpc('customer.operations'),\n};",
    ),
    file('catalogue/CallForm.tsx', "call('customer.trackingChanges')"),
    file('resources/audit/messages.ts', "export const en = { 'customer.autoComments': 'Comments written by the system' };"),
  ]);

  it('names the screen that names an id, or calls the provider method that makes it', () => {
    expect(screens.get('membership.unblock')).toEqual(['admin: customers']);
    expect(screens.get('customer.creditlimit')).toEqual(['admin: customers']);
  });

  it('finds no screen for a method no screen calls, the API console, or words in a message file', () => {
    expect(screens.has('customer.operations')).toBe(false);
    expect(screens.has('customer.trackingChanges')).toBe(false);
    expect(screens.has('customer.autoComments')).toBe(false);
  });
});

describe("the console's screens (every staff call of back-office.md §7 on a screen)", () => {
  it('offer every staff call of the catalogue', () => {
    const screens = consoleScreens(readConsoleSources(fileURLToPath(new URL('../../../admin/src', import.meta.url))));
    const missing = catalogue.filter((e) => e.auth === 'staff' && !screens.has(e.id)).map((e) => e.id);
    expect(missing).toEqual([]);
  });
});
