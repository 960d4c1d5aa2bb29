import { describe, expect, it } from 'vitest';
import raEnglish from 'ra-language-english';
import englishCatalogue from './en.ts';
import spanishCatalogue from './es.ts';

function leafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

describe('Spanish catalogue', () => {
  it('covers every key of ra-language-english', () => {
    const spanish = new Set(leafKeys(spanishCatalogue));
    const missing = leafKeys(raEnglish).filter((k) => !spanish.has(k));
    expect(missing).toEqual([]);
  });

  it('has exactly the keys of the English catalogue', () => {
    expect(leafKeys(spanishCatalogue).sort()).toEqual(leafKeys(englishCatalogue).sort());
  });

  it('translates resource names and field labels', () => {
    expect(spanishCatalogue.resources.customers.name).toBe('Cliente |||| Clientes');
    expect(spanishCatalogue.resources.customers.fields.birthDate).toBe('Fecha de nacimiento');
    expect(spanishCatalogue.ra.auth.sign_in).toBe('Iniciar sesión');
  });
});
