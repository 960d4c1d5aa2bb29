import { nearScreen, type ScreenWait } from '../../app/near-screen.ts';

type SectionsModule = typeof import('./HomeSections.tsx');

let wait: ScreenWait | null = null;
let chunk: Promise<SectionsModule> | null = null;

/**
 * The code of the home page below the calculator, and of the hero's picture. While the page hydrates its static
 * HTML, it loads once those sections come within 200 px of the screen: the HTML already shows them, their code
 * only takes them over (their links then navigate inside the app), so a visit that stays on the first screen
 * never loads it. Drawn on the client (another page opened first), the page loads it at once.
 */
export function sectionsChunk(): Promise<SectionsModule> {
  if (!chunk) {
    // Every section from the first of them down, and the footer: together they cover the page below the hero.
    wait = nearScreen('section.reassure, section.reassure ~ section, footer.site-footer', '200px');
    chunk = wait.ready.then(() => import('./HomeSections.tsx'));
  }
  return chunk;
}

/** Loads the sections' code now if it still waits: the home page is left, and is drawn on the client next time. */
export function loadSectionsNow(): void {
  wait?.now();
}
