import { lazy, Suspense } from 'react';
import { Link } from '../../app/router.tsx';
import { formatMoney } from '@pronto/countries';
import { APR_RANGE } from '@pronto/domain';
import { market } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { homeText } from '../../i18n/pages/home.ts';
import { useSession } from '../../session/session.ts';
import { Calculator, percent } from './Calculator.tsx';
import { useRepresentativeLoan } from './representative.ts';
import { useCalculator } from './useCalculator.ts';

const HomeSections = lazy(() => import('./HomeSections.tsx'));
// The hero's picture comes with the sections' chunk: the HTML shows it before any script runs.
const HeroArt = lazy(() => import('./HomeSections.tsx').then((m) => ({ default: m.HeroArt })));

/** Home, installment and how-it-works: the calculator and the product sections. */
export default function HomePage() {
  const calculator = useCalculator();
  const { loggedIn, status } = useSession();
  const applyTo = loggedIn && status !== 'preRegistered' ? href('loanRequest') : href('registerPersonal');
  const rep = useRepresentativeLoan();
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
            <Suspense fallback={null}>
              <HeroArt />
            </Suspense>
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

      {/* Below the fold: its code loads after this part's (the page's HTML already shows it). */}
      <Suspense fallback={null}>
        <HomeSections applyTo={applyTo} applyLabel={homeText.applyNow} />
      </Suspense>
    </>
  );
}
