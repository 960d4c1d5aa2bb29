/** Free e-mail services: the spec's "block free e-mail services" rule exists but is not used. */
export const freeEmailDomains: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'yahoo.es',
  'ymail.com',
  'hotmail.com',
  'hotmail.co.uk',
  'hotmail.es',
  'outlook.com',
  'outlook.es',
  'live.com',
  'live.co.uk',
  'msn.com',
  'aol.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.es',
  'mail.com',
  'zoho.com',
  'yandex.com',
];

/** The part after the last @, lower-cased ('' when there is no @). */
export function emailDomain(value: string): string {
  const at = value.lastIndexOf('@');
  return at < 0
    ? ''
    : value
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** True when the address uses a free e-mail service (the rule exists in the spec but is not used). */
export function isFreeEmail(value: string): boolean {
  return freeEmailDomains.includes(emailDomain(value));
}

/** The disposable-domain lists: exact domains, and wildcard ones whose sub-domains are disposable too. */
export interface DisposableLists {
  exact: ReadonlySet<string>;
  wildcard: ReadonlySet<string>;
}

let disposable: Promise<DisposableLists> | undefined;

/**
 * The disposable-domain lists, loaded on first use only (kept out of the first page load). A form may call
 * it as the customer starts typing the address, so the check at "Continue" does not wait for the download.
 */
export function loadDisposableLists(): Promise<DisposableLists> {
  // No `with { type: 'json' }`: Vite's dev server serves a JSON import as a JavaScript module, and the
  // browser refuses one under a JSON import attribute. Vite (dev, build, Vitest) and esbuild
  // (the mock's bundle) all read a plain JSON import.
  disposable ??= Promise.all([import('disposable-email-domains/index.json'), import('disposable-email-domains/wildcard.json')])
    .then(([exact, wildcard]) => ({ exact: new Set<string>(exact.default), wildcard: new Set<string>(wildcard.default) }))
    .catch((error: unknown) => {
      // A failed download is tried again at the next check, not remembered.
      disposable = undefined;
      throw error;
    });
  return disposable;
}

/** True when the part after the last @ is a disposable provider (or a sub-domain of a wildcard one). */
export async function isDisposableEmail(value: string): Promise<boolean> {
  const domain = emailDomain(value);
  if (!domain) return false;
  const { exact, wildcard } = await loadDisposableLists();
  if (exact.has(domain)) return true;
  // The domain or any domain it is under (a.b.example.com: itself, b.example.com, example.com, com): a
  // lookup per label instead of a pass over the ~400 wildcard domains (it ran on every registration).
  for (let suffix = domain; ;) {
    if (wildcard.has(suffix)) return true;
    const dot = suffix.indexOf('.');
    if (dot === -1) return false;
    suffix = suffix.slice(dot + 1);
  }
}
