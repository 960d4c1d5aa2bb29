import { legalText } from '../i18n/pages/legal.ts';

/** The legal warning shown at the top of every page (UK: the FCA late-repayment risk warning). */
export function LegalBanner() {
  const [before, after] = splitLink(legalText.banner);
  return (
    <div className="legal-banner" role="note">
      <p>
        {before}
        <a href={legalText.link} target="_blank" rel="noopener noreferrer">
          {linkText(legalText.banner)}
        </a>
        {after}
      </p>
    </div>
  );
}

/** The domain named at the end of the warning becomes a link. */
const linkPattern = /([a-z0-9.-]+\.(?:org\.uk|es))/i;
function linkText(text: string): string {
  return linkPattern.exec(text)?.[1] ?? '';
}
function splitLink(text: string): [string, string] {
  const match = linkPattern.exec(text);
  if (!match) return [text, ''];
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}
