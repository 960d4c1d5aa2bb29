import { useLocaleState } from 'react-admin';
import type { Words } from './callSpec.ts';

/** The console's language as the key of a screen's own `Words`. */
export const useLang = (): keyof Words => (useLocaleState()[0] === 'es' ? 'es' : 'en');

/** `words` in `lang` with its %{placeholders} filled. */
export const say = (words: Words, lang: keyof Words, values: Record<string, string | number>): string =>
  Object.entries(values).reduce((text, [key, value]) => text.replace(`%{${key}}`, String(value)), words[lang]);
