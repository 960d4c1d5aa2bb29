const brands = [
  { name: 'Visa', file: 'visa' },
  { name: 'Mastercard', file: 'mastercard' },
  { name: 'Maestro', file: 'maestro' },
];

/** Card brands accepted for repayments: small SVG files below the fold, loaded lazily (not JavaScript). */
export function CardLogos({ label }: { label: string }) {
  return (
    <ul className="card-logos" aria-label={label}>
      {brands.map(({ name, file }) => (
        <li key={file}>
          <img src={`/cards/${file}.svg`} alt={name} width={48} height={30} loading="lazy" decoding="async" />
        </li>
      ))}
    </ul>
  );
}
