import { t } from '../i18n/index.ts';
import { country } from '../app/config.ts';
import { officeAddress, supportEmail, supportPhone } from '../app/config.ts';
import type { FaqContent } from '../pages/static/content-types.ts';

type JsonLd = Record<string, unknown>;

/** schema.org Organization: the lender behind every page. */
export function organization(origin: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: t.brand,
    url: `${origin}/`,
    email: supportEmail,
    telephone: supportPhone,
    address: { '@type': 'PostalAddress', streetAddress: officeAddress, addressCountry: country.code },
  };
}

/** schema.org FAQPage from the FAQ page's own questions and answers. */
export function faqPage(faq: FaqContent): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.items.map((item) => ({ '@type': 'Question', name: item.q, acceptedAnswer: { '@type': 'Answer', text: item.a } })),
  };
}

/** A JSON-LD block: a data block the browser never executes; `<` is escaped so no text can close the tag. */
export const jsonLdTag = (data: JsonLd): string =>
  `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
