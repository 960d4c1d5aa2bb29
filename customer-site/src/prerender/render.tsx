import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { App } from '../app/App.tsx';
import { country, isSpain } from '../app/config.ts';
import { CALCULATOR_DEFAULTS, calculatorDates, paymentPlan, sampleLoan } from '@pronto/domain';
import { FIRST_SCHEDULE_ID, setFirstSchedule, type FirstSchedule } from '../app/first-render.ts';
import type { LocationSource } from '../app/router.tsx';
import { bodyClassOf, href, routes, urlOf } from '../app/routes.ts';
import { t } from '../i18n/index.ts';
import { pageTitles } from '../i18n/pages/titles.ts';
import { contentEn } from '../pages/static/content-en.ts';
import { contentEs } from '../pages/static/content-es.ts';
import { fileOf, pageDocument, robots, sitemap } from './document.ts';
import { descriptionOf, prerenderedPages, siteOrigin, type PrerenderedPage } from './page-meta.ts';
import { faqPage, jsonLdTag, organization } from './structured-data.ts';

/** A location that stays at `path` (the build renders one url at a time). */
function fixedLocation(path: string): LocationSource {
  return { current: () => path, subscribe: () => () => undefined, go: () => undefined };
}

/** The app at `path` as static HTML, every lazy page loaded (react-dom/static waits for them). */
async function renderApp(path: string): Promise<string> {
  const { prelude } = await prerender(
    <StrictMode>
      <App source={fixedLocation(path)} />
    </StrictMode>,
    // Every Suspense boundary in place: a large one would otherwise be sent apart and revealed by an inline
    // script, which the site's Content-Security-Policy blocks (the home page's lower sections are one).
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  return new Response(prelude).text();
}

function titleOf(page: PrerenderedPage): string {
  const title = pageTitles[page];
  return title ? `${title} | ${t.brand}` : t.brand;
}

const calculatorPages = new Set<PrerenderedPage>(['home', 'installment', 'howItWorks']);

/** The calculator's default schedule (100 over three instalments) from the loan engine, for `day`. */
function defaultSchedule(day: string): FirstSchedule {
  const { amount, installments } = CALCULATOR_DEFAULTS;
  return {
    issueDate: day,
    sample: sampleLoan(
      day,
      amount,
      paymentPlan({ issueDate: day, paymentDates: calculatorDates(day, installments), amount }),
      country.code,
    ),
  };
}

/** A JSON data block (never executed; `<` escaped so no text can close it). */
const jsonTag = (id: string, data: unknown): string =>
  `<script type="application/json" id="${id}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;

/** One built file: its path inside the build folder and its text. */
export interface BuiltFile {
  file: string;
  text: string;
}

/**
 * Every public page of this market as static HTML in the built `template` (index.html), plus sitemap.xml
 * and robots.txt. `day` is the build's day: the calculator's default schedule is drawn for it.
 */
export async function prerenderSite(template: string, day: string): Promise<BuiltFile[]> {
  const schedule = defaultSchedule(day);
  setFirstSchedule(schedule);
  const files: BuiltFile[] = [];
  const faq = (isSpain ? contentEs : contentEn).faq;
  for (const page of prerenderedPages) {
    const path = href(page);
    const canonical = `${siteOrigin}${path}`;
    const head = [jsonLdTag(organization(siteOrigin)), ...(page === 'faq' ? [jsonLdTag(faqPage(faq))] : [])];
    if (calculatorPages.has(page)) head.push(jsonTag(FIRST_SCHEDULE_ID, schedule));
    const body = await renderApp(path);
    const text = pageDocument(template, {
      path,
      lang: country.language,
      title: titleOf(page),
      description: descriptionOf(page),
      canonical,
      bodyClass: bodyClassOf(page),
      head,
      body,
    });
    files.push({ file: fileOf(path), text });
  }
  // The not-found page, answered with status 404 for any url no route matches (build/preview-routes.ts), and
  // the url patterns the client renders, which tell a host which urls those are.
  files.push({
    file: fileOf(href('error')),
    text: pageDocument(template, {
      path: href('error'),
      lang: country.language,
      title: `${pageTitles.error ?? ''} | ${t.brand}`,
      description: '',
      canonical: `${siteOrigin}${href('error')}`,
      bodyClass: bodyClassOf('error'),
      head: ['<meta name="robots" content="noindex" />'],
      body: await renderApp(href('error')),
    }),
  });
  files.push({ file: 'app-routes.json', text: `${JSON.stringify(routes.filter((r) => r.name !== 'error').map(urlOf), null, 2)}\n` });
  files.push({ file: 'sitemap.xml', text: sitemap(prerenderedPages.map((page) => `${siteOrigin}${href(page)}`)) });
  const privatePaths = [
    ...new Set(routes.filter((r) => r.auth !== 'public' && r.auth !== 'login').map((r) => urlOf(r).replace(/\/[:*].*$/, ''))),
  ];
  files.push({ file: 'robots.txt', text: robots(siteOrigin, privatePaths) });
  return files;
}
