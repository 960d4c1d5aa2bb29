/** Line icons of the home page's sections (decorative, hidden from assistive technology). */
const paths = {
  bolt: <path d="M13 2 4 14h7l-1 8 9-12h-7z" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  down: (
    <>
      <path d="M4 6h16M4 12h10M4 18h6" />
      <path d="m16 14 3 3 3-3M19 9v8" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10" width="14" height="10" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v2" />
    </>
  ),
  badge: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m9 14-2 7 5-3 5 3-2-7M10 9l1.5 1.5L14 8" />
    </>
  ),
  receipt: (
    <>
      <path d="M6 3h12v18l-3-2-3 2-3-2-3 2z" />
      <path d="M9 8h6M9 12h6M9 16h3" />
    </>
  ),
  choose: (
    <>
      <path d="M4 8h16M4 16h16" />
      <circle cx="9" cy="8" r="2.5" />
      <circle cx="15" cy="16" r="2.5" />
    </>
  ),
  apply: (
    <>
      <rect x="7" y="2" width="10" height="20" rx="2" />
      <path d="M10 18h4M10 9l1.5 1.5L14 8" />
    </>
  ),
  receive: (
    <>
      <path d="M3 10 12 4l9 6M5 10v8M9.7 10v8M14.3 10v8M19 10v8M3 20h18" />
    </>
  ),
} as const;

/** A line icon of 24 units, drawn in the current text colour. */
export function Icon({ name }: { name: keyof typeof paths }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      {paths[name]}
    </svg>
  );
}
