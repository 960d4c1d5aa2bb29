import { describe, expect, it, vi } from 'vitest';
import { createCatalogueProvider, type FeatureMessages, type Locale, type Messages } from './catalogueProvider.ts';

const main: Record<Locale, Messages> = {
  en: { pronto: { title: 'Back office', menu: { letters: 'Letters' } } },
  es: { pronto: { title: 'Gestión interna', menu: { letters: 'Cartas' } } },
};

const letters: FeatureMessages = {
  en: { pronto: { letters: { title: 'Collection letters', sent: 'One letter sent |||| %{smart_count} letters sent' } } },
  es: { pronto: { letters: { title: 'Cartas de recobro', sent: 'Una carta enviada |||| %{smart_count} cartas enviadas' } } },
};

/** A provider as the console builds it: English at hand, Spanish fetched, missing keys not allowed. */
function provider(onLocale?: (locale: Locale) => void) {
  return createCatalogueProvider({
    initial: { locale: 'en', messages: main.en },
    load: (locale) => Promise.resolve(main[locale]),
    locales: [
      { locale: 'en', name: 'English' },
      { locale: 'es', name: 'Español' },
    ],
    polyglot: { allowMissing: false, warn: () => undefined },
    ...(onLocale ? { onLocale } : {}),
  });
}

describe('catalogue provider', () => {
  it('translates the main catalogue in English, then in Spanish', async () => {
    const { i18nProvider } = provider();
    expect(i18nProvider.translate('pronto.title')).toBe('Back office');
    await i18nProvider.changeLocale('es');
    expect(i18nProvider.getLocale()).toBe('es');
    expect(i18nProvider.translate('pronto.menu.letters')).toBe('Cartas');
  });

  it("translates a registered feature's keys in English, with plurals and values", () => {
    const { i18nProvider, registerMessages } = provider();
    expect(i18nProvider.translate('pronto.letters.title')).toBe('pronto.letters.title');
    registerMessages(letters);
    expect(i18nProvider.translate('pronto.letters.title')).toBe('Collection letters');
    expect(i18nProvider.translate('pronto.letters.sent', { smart_count: 3 })).toBe('3 letters sent');
    expect(i18nProvider.translate('pronto.title')).toBe('Back office');
  });

  it("keeps a registered feature's texts across language changes", async () => {
    const { i18nProvider, registerMessages } = provider();
    registerMessages(letters);
    await i18nProvider.changeLocale('es');
    expect(i18nProvider.translate('pronto.letters.title')).toBe('Cartas de recobro');
    expect(i18nProvider.translate('pronto.letters.sent', { smart_count: 1 })).toBe('Una carta enviada');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('pronto.letters.title')).toBe('Collection letters');
  });

  it('adds the Spanish texts of a feature registered while the console is in Spanish', async () => {
    const { i18nProvider, registerMessages } = provider();
    await i18nProvider.changeLocale('es');
    registerMessages(letters);
    expect(i18nProvider.translate('pronto.letters.title')).toBe('Cartas de recobro');
    expect(i18nProvider.translate('pronto.title')).toBe('Gestión interna');
  });

  it('includes a feature registered while the Spanish catalogue is still loading', async () => {
    const { i18nProvider, registerMessages } = provider();
    const change = i18nProvider.changeLocale('es');
    registerMessages(letters);
    expect(i18nProvider.translate('pronto.letters.title')).toBe('Collection letters');
    await change;
    expect(i18nProvider.translate('pronto.letters.title')).toBe('Cartas de recobro');
  });

  it('treats an unregistered key as before: the key itself, or the default it is given', async () => {
    const { i18nProvider, registerMessages } = provider();
    registerMessages(letters);
    expect(i18nProvider.translate('pronto.nowhere')).toBe('pronto.nowhere');
    expect(i18nProvider.translate('pronto.nowhere', { _: 'Fallback' })).toBe('Fallback');
    await i18nProvider.changeLocale('es');
    expect(i18nProvider.translate('pronto.nowhere')).toBe('pronto.nowhere');
  });

  it('shows a sentence (a server refusal) as it is, without a missing-key warning; a missing key still warns', () => {
    const warn = vi.fn();
    const { i18nProvider } = createCatalogueProvider({
      initial: { locale: 'en', messages: main.en },
      load: () => main.en,
      locales: [{ locale: 'en', name: 'English' }],
      polyglot: { allowMissing: false, warn },
    });
    expect(i18nProvider.translate('Payment 7 is already deleted.')).toBe('Payment 7 is already deleted.');
    expect(i18nProvider.translate('Loan %{id} is repaid.', { id: 4 })).toBe('Loan 4 is repaid.');
    expect(warn).not.toHaveBeenCalled();
    expect(i18nProvider.translate('pronto.nowhere')).toBe('pronto.nowhere');
    expect(warn).toHaveBeenCalledWith('Missing translation for key: "pronto.nowhere"');
  });

  it('lets a later language change win over a slower earlier one', async () => {
    let release: (messages: Messages) => void = () => undefined;
    const slowSpanish = new Promise<Messages>((resolve) => (release = resolve));
    const { i18nProvider } = createCatalogueProvider({
      initial: { locale: 'en', messages: main.en },
      load: (locale) => (locale === 'es' ? slowSpanish : main.en),
      locales: [],
      polyglot: { allowMissing: false, warn: () => undefined },
    });
    const toSpanish = i18nProvider.changeLocale('es');
    await i18nProvider.changeLocale('en');
    release(main.es);
    await toSpanish;
    expect(i18nProvider.getLocale()).toBe('en');
    expect(i18nProvider.translate('pronto.title')).toBe('Back office');
  });

  it('tells each language as it is asked for, starting with the first', async () => {
    const onLocale = vi.fn();
    const { i18nProvider } = provider(onLocale);
    await i18nProvider.changeLocale('es');
    await i18nProvider.changeLocale('fr');
    expect(onLocale.mock.calls).toEqual([['en'], ['es'], ['en']]);
  });

  it('lists its languages', () => {
    expect(
      provider()
        .i18nProvider.getLocales?.()
        .map((l) => l.locale),
    ).toEqual(['en', 'es']);
  });
});
