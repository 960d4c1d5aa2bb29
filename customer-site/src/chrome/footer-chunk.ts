import { hydratingOwnHtml } from '../app/hydrated.ts';
import { nearScreen } from '../app/near-screen.ts';

type FooterModule = typeof import('./Footer.tsx');

let chunk: Promise<FooterModule> | null = null;

/**
 * The footer's code. On a page hydrating its static HTML it loads once the footer comes on screen: the HTML
 * already shows it, and its code changes nothing there (its links then navigate inside the app; a link followed
 * before it still opens its page). It is below the first screen on the pages people land on, so a visit that
 * stays there never loads it. Drawn on the client (the account area, or
 * over another page's HTML), the page loads it at once.
 */
export function footerChunk(): Promise<FooterModule> {
  if (!chunk) {
    const ready = hydratingOwnHtml() ? nearScreen('footer.site-footer', '0px').ready : Promise.resolve();
    chunk = ready.then(() => import('./Footer.tsx'));
  }
  return chunk;
}
