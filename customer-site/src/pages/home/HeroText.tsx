import { heroText } from '../../i18n/pages/home-hero.ts';

/** The UK bundle's service notice above the hero (customer-site.md §1). */
export function ServiceNotice() {
  return (
    <section className="service-notice" aria-label={heroText.serviceNoticeLabel}>
      <p className="container">{heroText.serviceNotice}</p>
    </section>
  );
}

/** The hero's heading and what a new customer may borrow. */
export function HeroIntro() {
  return (
    <>
      <h1>{heroText.title}</h1>
      <p className="lead">{heroText.lead}</p>
      <p>{heroText.limits}</p>
    </>
  );
}

/** The hero's three points under the apply button. */
export function HeroPoints() {
  return (
    <ul className="hero-points">
      {heroText.heroPoints.map((point) => (
        <li key={point}>{point}</li>
      ))}
    </ul>
  );
}
