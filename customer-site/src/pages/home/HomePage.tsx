import { Link } from '../../app/router.tsx';
import { formatMoney } from '@pronto/countries';
import { country, market } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';
import { useSession } from '../../session/session.ts';
import { Calculator } from './Calculator.tsx';
import { representativeExample as rep } from './representative.ts';
import { useCalculator } from './useCalculator.ts';

/** Home, installment and how-it-works: the calculator and the product sections. */
export default function HomePage() {
  const calculator = useCalculator();
  const { loggedIn, status } = useSession();
  const applyTo = loggedIn && status !== 'preRegistered' ? href('loanRequest') : href('registerPersonal');
  const representative = t.home.representativeText(formatMoney(rep.amount, market), rep.periods, formatMoney(rep.repayment, market), String(rep.annualRate), rep.apr.toLocaleString(country.locale, { maximumFractionDigits: 1, useGrouping: false }));

  return (
    <>
      <section className="hero">
        <div className="container hero-grid">
          <div className="hero-copy">
            <h1>{t.home.title}</h1>
            <p className="lead">{t.home.lead}</p>
            <p>{t.home.limits}</p>
            <Link to={applyTo} className="btn btn-primary btn-large">
              {t.home.applyNow}
            </Link>
          </div>
          <Calculator {...calculator} />
        </div>
      </section>

      <section className="container representative" aria-labelledby="representative-title">
        <h2 id="representative-title" className="h3">
          {t.home.representative}
        </h2>
        <p>{representative}</p>
      </section>

      <section className="container section" aria-labelledby="why-title">
        <h2 id="why-title">{t.home.whyTitle}</h2>
        <ul className="tiles">
          {t.home.why.map(([title, text]) => (
            <li key={title} className="tile">
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section alt" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title">{t.home.howTitle}</h2>
          <ol className="steps">
            {t.home.how.map(([title, text]) => (
              <li key={title}>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="right-title">
        <h2 id="right-title">{t.home.rightTitle}</h2>
        <p className="measure">{t.home.rightText}</p>
      </section>

      <section className="section cta" aria-labelledby="apply-title">
        <div className="container">
          <h2 id="apply-title">{t.home.applyTitle}</h2>
          <p>{t.home.applyText}</p>
          <Link to={applyTo} className="btn btn-primary btn-large">
            {t.home.applyNow}
          </Link>
        </div>
      </section>
    </>
  );
}
