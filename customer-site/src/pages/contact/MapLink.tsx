import { officeAddress, officeMapUrl } from '../../app/config.ts';
import { contactText } from '../../i18n/pages/contact.ts';

/** A map that needs no network: an inline street sketch linking to a map site in a new tab. */
export function MapLink() {
  return (
    <a className="map-link" href={officeMapUrl} target="_blank" rel="noopener noreferrer">
      <svg viewBox="0 0 400 220" role="img" aria-label={`${contactText.map}: ${officeAddress}`}>
        <rect width="400" height="220" fill="#eef2f7" />
        <path d="M0 150 L400 110" stroke="#fff" strokeWidth="22" />
        <path d="M120 0 L160 220" stroke="#fff" strokeWidth="18" />
        <path d="M280 0 L250 220" stroke="#fff" strokeWidth="14" />
        <rect x="20" y="20" width="80" height="90" rx="6" fill="#d9e2ec" />
        <rect x="180" y="20" width="80" height="70" rx="6" fill="#d9e2ec" />
        <rect x="300" y="150" width="80" height="55" rx="6" fill="#cfe8d5" />
        <path d="M205 98 c0-16 26-16 26 0 c0 14-13 26-13 26 s-13-12-13-26z" fill="#b42318" />
        <circle cx="218" cy="99" r="5" fill="#fff" />
        <text x="16" y="206" fontSize="14" fill="#1b2330">
          {officeAddress}
        </text>
      </svg>
      <span className="visually-hidden">{contactText.map}</span>
    </a>
  );
}
