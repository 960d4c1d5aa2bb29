import { lazy, type ComponentType } from 'react';
import { hydratingOwnHtml } from './hydrated.ts';

/** A lazy part of the page, and a way to load its code now. */
export interface StaticPart {
  Part: ComponentType;
  /** Loads the part's code now if it still waits (its page is left, and is drawn on the client next time). */
  loadNow(): void;
}

/**
 * A part of the page that looks the same whenever it is drawn: no props, no state, no link into the app. Inside
 * something that handles a click, it must never be the click's target (`pointer-events: none`): React keeps a
 * click on HTML it has not hydrated from the handlers around it, so the app's link around the word mark
 * reloaded the page.
 * Hydrating the build's static HTML, React keeps that HTML as it is while the part's code has not come, so a
 * page opened from its HTML never loads it; drawn on the client (the page's own HTML is not being hydrated, or
 * `selector` matches nothing in it), it loads at once. Render it as one element for good (a new element would be an update, and React would drop
 * the HTML until the code came).
 */
export function staticPart(selector: string, load: () => Promise<ComponentType>): StaticPart {
  let release: () => void = () => undefined;
  const Part = lazy(() => {
    const inHtml = hydratingOwnHtml() && document.querySelector(selector) !== null;
    const ready = inHtml ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    return ready.then(load).then((component) => ({ default: component }));
  });
  return { Part, loadNow: () => release() };
}
