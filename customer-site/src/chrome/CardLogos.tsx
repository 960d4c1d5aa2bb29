/** Card brands accepted for repayments, as small inline SVGs (no image requests). */
export function CardLogos({ label }: { label: string }) {
  return (
    <ul className="card-logos" aria-label={label}>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Visa">
          <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d5dd" />
          <text x="24" y="20" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="12" fontStyle="italic" fontWeight="700" fill="#1a1f71">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Mastercard">
          <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d5dd" />
          <circle cx="20" cy="15" r="8" fill="#eb001b" />
          <circle cx="28" cy="15" r="8" fill="#f79e1b" fillOpacity="0.85" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label="Maestro">
          <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d5dd" />
          <circle cx="20" cy="15" r="8" fill="#0099df" />
          <circle cx="28" cy="15" r="8" fill="#e4001b" fillOpacity="0.8" />
        </svg>
      </li>
    </ul>
  );
}
