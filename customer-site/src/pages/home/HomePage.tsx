import { Link } from '../../app/router.tsx';
import { formatMoney } from '@pronto/countries';
import { APR_RANGE } from '@pronto/domain';
import { market } from '../../app/config.ts';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';
import { homeText } from '../../i18n/pages/home.ts';
import { reassureText } from '../../i18n/pages/reassure.ts';
import { useSession } from '../../session/session.ts';
import { HeroArt, Icon } from './art.tsx';
import { Calculator, percent } from './Calculator.tsx';
import { useRepresentativeLoan } from './representative.ts';
import { useCalculator } from './useCalculator.ts';

const whyIcons = ['bolt', 'clock', 'down'] as const;
const howIcons = ['choose', 'apply', 'receive'] as const;
const reassureIcons = ['shield', 'lock', 'badge', 'receipt'] as const;

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
            <HeroArt />
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

      <section className="container reassure" aria-labelledby="reassure-title">
        <h2 id="reassure-title" className="visually-hidden">
          {reassureText.reassureTitle}
        </h2>
        <ul className="reassure-list">
          {reassureText.reassure.map(([title, text], i) => (
            <li key={title}>
              <Icon name={reassureIcons[i] ?? 'shield'} />
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
                {i === 1 && <Link to={href('dataProtection')}>{reassureText.dataLink}</Link>}
                {i === 2 && (
                  <a href={t.footer.register.url} target="_blank" rel="noopener noreferrer">
                    {t.footer.register.label}
                  </a>
                )}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section" aria-labelledby="why-title">
        <h2 id="why-title">{homeText.whyTitle}</h2>
        <ul className="tiles">
          {homeText.why.map(([title, text], i) => (
            <li key={title} className="tile">
              <span className="tile-icon">
                <Icon name={whyIcons[i] ?? 'bolt'} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="section alt" aria-labelledby="how-title">
        <div className="container">
          <h2 id="how-title">{homeText.howTitle}</h2>
          <ol className="steps">
            {homeText.how.map(([title, text], i) => (
              <li key={title}>
                <span className="step-icon">
                  <Icon name={howIcons[i] ?? 'choose'} />
                </span>
                <h3>{title}</h3>
                <p>{text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="container section" aria-labelledby="examples-title">
        <h2 id="examples-title">{homeText.examplesTitle}</h2>
        <p className="muted">{homeText.examplesNote}</p>
        <ul className="examples">
          {homeText.examples.map(([title, text]) => (
            <li key={title} className="example">
              <span className="example-label">{homeText.exampleLabel}</span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section right-for-you" aria-labelledby="right-title">
        <h2 id="right-title">{homeText.rightTitle}</h2>
        <p className="measure">{homeText.rightText}</p>
      </section>

      <section className="section cta" aria-labelledby="apply-title">
        <div className="container">
          <h2 id="apply-title">{homeText.applyTitle}</h2>
          <p>{homeText.applyText}</p>
          <Link to={applyTo} className="btn btn-primary btn-large">
            {homeText.applyNow}
          </Link>
        </div>
      </section>
    </>
  );
}
