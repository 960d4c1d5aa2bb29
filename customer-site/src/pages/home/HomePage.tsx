import { lazy, Suspense, useEffect } from 'react';
import { Link } from '../../app/router.tsx';
import { formatMoney } from '@pronto/countries';
import { APR_RANGE } from '@pronto/domain';
import { market } from '../../app/config.ts';
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
  useEffect(() => loadSectionsNow, []);
  const representative = homeText.representativeText(
    formatMoney(rep.loanAmount, market),
    rep.installments.length,
    formatMoney(rep.installments[0]?.repayAmount ?? 0, market),
    String(Math.floor(rep.annualRate)),
    percent(rep.apr),
  );

  return (
    <>
      {homeText.serviceNotice && (
        <section className="service-notice" aria-label={homeText.serviceNoticeLabel}>
          <p className="container">{homeText.serviceNotice}</p>
        </section>
      )}
      <section className="hero">
        <div className="container hero-grid">
          <div className="hero-copy">
            <h1>{homeText.title}</h1>
            <p className="lead">{homeText.lead}</p>
            <p>{homeText.limits}</p>
            <Link to={applyTo} className="btn btn-primary btn-large">
              {homeText.applyNow}
            </Link>
            <ul className="hero-points">
              {homeText.heroPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
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
