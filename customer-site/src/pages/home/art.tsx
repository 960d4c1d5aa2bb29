import { country } from '../../app/config.ts';

/*
 * The landing page's pictures: small inline SVGs (no request, a few hundred bytes each), coloured by the
 * site's palette through classes (styles.css, "Illustrations"). Decorative: hidden from assistive technology.
 */

/** The hero's picture: a phone showing an approved loan, with a coin of the market's currency. */
export function HeroArt() {
  return (
    <svg className="hero-art" viewBox="0 0 320 240" width="320" height="240" aria-hidden="true" focusable="false">
      <circle className="art-soft" cx="170" cy="124" r="104" />
      <rect className="art-ink" x="108" y="30" width="116" height="196" rx="20" />
      <rect className="art-paper" x="116" y="44" width="100" height="168" rx="12" />
      <rect className="art-brand-soft" x="128" y="58" width="76" height="10" rx="5" />
      <circle className="art-good" cx="166" cy="112" r="26" />
      <path className="art-tick" d="m153 112 9 9 18-18" />
      <rect className="art-line" x="132" y="152" width="68" height="8" rx="4" />
      <rect className="art-line" x="140" y="168" width="52" height="8" rx="4" />
      <rect className="art-accent" x="132" y="186" width="68" height="16" rx="8" />
      <circle className="art-accent" cx="250" cy="70" r="30" />
      <circle className="art-accent-dark" cx="250" cy="70" r="22" />
      <text className="art-coin" x="250" y="79" textAnchor="middle" fontSize="26" fontWeight="700">
        {country.currency.symbol}
      </text>
      <path className="art-spark" d="M72 66v16M64 74h16M282 150v12M276 156h12M84 178v10M79 183h10" />
    </svg>
  );
}
