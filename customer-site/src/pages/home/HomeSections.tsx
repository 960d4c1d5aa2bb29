import { Link } from '../../app/router.tsx';
import { href } from '../../app/routes.ts';
import { t } from '../../i18n/index.ts';
import { homeText } from '../../i18n/pages/home.ts';
import { homeSectionsText as st } from '../../i18n/pages/home-sections.ts';
import { reassureText } from '../../i18n/pages/reassure.ts';
import { useApplyTo } from './apply-to.ts';
import { Icon } from './icons.tsx';

export { HeroArt } from './art.tsx';

const whyIcons = ['bolt', 'clock', 'down'] as const;
const howIcons = ['choose', 'apply', 'receive'] as const;
const reassureIcons = ['shield', 'lock', 'badge', 'receipt'] as const;

/**
 * The home page below the calculator: reassurance, why choose, how it works, examples, is it right for you,
 * Apply Now. Its own chunk, loaded when it comes near the screen (sections-chunk.ts; the page's HTML already shows it).
 */
export default function HomeSections() {
  const applyTo = useApplyTo();
  return (
    <>
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
        <h2 id="why-title">{st.whyTitle}</h2>
        <ul className="tiles">
          {st.why.map(([title, text], i) => (
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
          <h2 id="how-title">{st.howTitle}</h2>
          <ol className="steps">
            {st.how.map(([title, text], i) => (
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
        <h2 id="examples-title">{st.examplesTitle}</h2>
        <p className="muted">{st.examplesNote}</p>
        <ul className="examples">
          {st.examples.map(([title, text]) => (
            <li key={title} className="example">
              <span className="example-label">{st.exampleLabel}</span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="container section right-for-you" aria-labelledby="right-title">
        <h2 id="right-title">{st.rightTitle}</h2>
        <p className="measure">{st.rightText}</p>
      </section>

      <section className="section cta" aria-labelledby="apply-title">
        <div className="container">
          <h2 id="apply-title">{st.applyTitle}</h2>
          <p>{st.applyText}</p>
          <Link to={applyTo} className="btn btn-primary btn-large">
            {homeText.applyNow}
          </Link>
        </div>
      </section>
    </>
  );
}
