import type { ReactNode } from 'react';

/** Mastercard's and Maestro's two overlapping circles. */
const circles = (left: string, right: string, opacity: number) => (
  <>
    <circle cx="20" cy="15" r="8" fill={left} />
    <circle cx="28" cy="15" r="8" fill={right} fillOpacity={opacity} />
  </>
);

const brands: { name: string; marks: ReactNode }[] = [
  {
    name: 'Visa',
    marks: (
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, sans-serif"
        fontSize="12"
        fontStyle="italic"
        fontWeight="700"
        fill="#1a1f71"
      >
        VISA
      </text>
    ),
  },
  { name: 'Mastercard', marks: circles('#eb001b', '#f79e1b', 0.85) },
  { name: 'Maestro', marks: circles('#0099df', '#e4001b', 0.8) },
];

/**
 * Card brands accepted for repayments: small pictures drawn inline. As files they were three requests on every
 * page, which a phone made before its first paint (the footer is near enough for lazy loading to fetch them).
 */
export function CardLogos({ label }: { label: string }) {
  return (
    <ul className="card-logos" aria-label={label}>
      {brands.map(({ name, marks }) => (
        <li key={name}>
          <svg viewBox="0 0 48 30" width="48" height="30" role="img" aria-label={name}>
            <rect width="48" height="30" rx="4" fill="#fff" stroke="#d0d5dd" />
            {marks}
          </svg>
        </li>
      ))}
    </ul>
  );
}
