import { lazy, Suspense, useEffect } from 'react';
import { Link } from '../../app/router.tsx';
import { formatMoney } from '@pronto/countries';
import { APR_RANGE } from '@pronto/domain';
import { isSpain, market } from '../../app/config.ts';
import { staticPart } from '../../app/static-part.ts';
import { homeText } from '../../i18n/pages/home.ts';
import { useApplyTo } from './apply-to.ts';
import { Calculator, percent } from './Calculator.tsx';
import { useRepresentativeLoan } from './representative.ts';
import { loadSectionsNow, sectionsChunk } from './sections-chunk.ts';
import { useCalculator } from './useCalculator.ts';

const HomeSections = lazy(sectionsChunk);
// The hero's picture comes with the sections' chunk: the HTML shows it before any script runs.
const HeroArt = lazy(() => sectionsChunk().then((m) => ({ default: m.HeroArt })));
// One element each for good, without props: while their static HTML waits for its code (sections-chunk.ts),
// a new element would be an update to it, and React would drop that HTML until the code came.
const heroArt = (
  <Suspense fallback={null}>
    <HeroArt />
  </Suspense>
);
// The hero's texts never change once drawn: their code loads only when the page is drawn on the client.
const heroText = () => import('./HeroText.tsx');
const notice = staticPart('.service-notice', () => heroText().then((m) => m.ServiceNotice));
const intro = staticPart('.hero-copy h1', () => heroText().then((m) => m.HeroIntro));
const points = staticPart('.hero-points', () => heroText().then((m) => m.HeroPoints));
const serviceNotice = (
  <Suspense fallback={null}>
    <notice.Part />
  </Suspense>
);
const heroIntro = (
  <Suspense fallback={null}>
    <intro.Part />
  </Suspense>
);
const heroPoints = (
  <Suspense fallback={null}>
    <points.Part />
  </Suspense>
);
/** Loads the hero's texts now if they still wait: the page is left, and is drawn on the client next time. */
const loadHeroNow = () => [notice, intro, points].forEach((part) => part.loadNow());
const sections = (
  <Suspense fallback={null}>
    <HomeSections />
  </Suspense>
);

/** Home, installment and how-it-works: the calculator and the product sections. */
export default function HomePage() {
  const calculator = useCalculator();
  const applyTo = useApplyTo();
  const rep = useRepresentativeLoan();
  useEffect(
    () => () => {
      loadSectionsNow();
      loadHeroNow();
    },
    [],
  );
  const representative = homeText.representativeText(
    formatMoney(rep.loanAmount, market),
    rep.installments.length,
    formatMoney(rep.installments[0]?.repayAmount ?? 0, market),
    String(Math.floor(rep.annualRate)),
    percent(rep.apr),
  );

  return (
    <>
      {/* The UK bundle only (customer-site.md §1). */}
      {!isSpain && serviceNotice}
      <section className="hero">
        <div className="container hero-grid">
          <div className="hero-copy">
            {heroIntro}
            <Link to={applyTo} className="btn btn-primary btn-large">
              {homeText.applyNow}
            </Link>
            {heroPoints}
            {heroArt}
          </div>
          <Calculator {...calculator} />
        </div>
      </section>

      <section id="representative" className="container representative" aria-labelledby="representative-title">
        <h2 id="representative-title" className="h3">
          {homeText.representative}
        </h2>
        <p>{representative}</p>
        <p>{homeText.aprRange(percent(APR_RANGE.min), percent(APR_RANGE.max))}</p>
      </section>

      {/* Below the fold: its code loads when it comes near the screen (the page's HTML already shows it). */}
      {sections}
    </>
  );
}
