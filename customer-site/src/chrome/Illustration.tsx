/** The pictures of the success and error pages (public/illustrations): flat SVGs of about 0.6 KB each. */
export type IllustrationName = 'success' | 'problem' | 'declined' | 'lost';

/** A decorative picture above a page's heading; the heading says what it shows, so its alt is empty. */
export function Illustration({ name }: { name: IllustrationName }) {
  return <img className="illustration" src={`/illustrations/${name}.svg`} alt="" width={160} height={120} decoding="async" />;
}
