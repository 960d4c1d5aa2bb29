import { emailDomain } from './email.ts';

// The spelling helper apart from the e-mail rules: the customer site loads it when an address is first
// left (`@pronto/domain/email-suggest`), not with the form.

/** About 35 common mail domains the spelling helper compares with (UK and Spain). */
export const commonEmailDomains: readonly string[] = [
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
  'btinternet.com',
  'sky.com',
  'virginmedia.com',
  'talktalk.net',
  'ntlworld.com',
  'blueyonder.co.uk',
  'tiscali.co.uk',
  'protonmail.com',
  'proton.me',
  'gmx.com',
  'gmx.es',
  'mail.com',
  'zoho.com',
  'telefonica.net',
  'movistar.es',
  'orange.es',
  'terra.es',
];

/** Levenshtein edit distance between two strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * Suggested addresses for a mistyped domain: none when the domain is a common one, else the
 * common domains at edit distance 1 to 4, smallest distance first (at most `limit`).
 */
export function suggestEmail(value: string, limit = 3): string[] {
  const at = value.lastIndexOf('@');
  const domain = emailDomain(value);
  if (at <= 0 || !domain || commonEmailDomains.includes(domain)) return [];
  const local = value.slice(0, at).trim();
  return commonEmailDomains
    .map((candidate, order) => ({ candidate, order, distance: editDistance(domain, candidate) }))
    .filter((s) => s.distance >= 1 && s.distance <= 4)
    .sort((x, y) => x.distance - y.distance || x.order - y.order)
    .slice(0, limit)
    .map((s) => `${local}@${s.candidate}`);
}
