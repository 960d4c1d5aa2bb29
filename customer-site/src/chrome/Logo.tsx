/** The Pronto word mark (inline SVG, no request). */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 120 32" width="120" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M11 8h7a6 6 0 0 1 0 12h-3v5h-4zm4 4v4h3a2 2 0 0 0 0-4z" fill="var(--logo-cut, #fff)" />
      <text x="40" y="23" fontFamily="inherit" fontSize="19" fontWeight="700" fill="currentColor">
        pronto
      </text>
    </svg>
  );
}
