import './styles.css';
import { afterFirstPaint } from './after-first-paint.ts';
import { markCookieQuestion } from './ask-cookies.ts';

markCookieQuestion();

/*
 * A page the build rendered to HTML paints before its JavaScript runs. The app (React, the
 * router, hydration) is imported once that first paint is on screen, so loading and running the app's
 * modules never delays it; other pages (the account area, drawn on the client) start it at once.
 * The page's forms stay disabled until hydrated (app/hydrated.ts), so nothing typed is lost.
 */
const start = () => void import('./app/boot.tsx');
if (document.getElementById('root')?.dataset.route === window.location.pathname) afterFirstPaint(start);
else {
  start();
  // A page drawn on the client is none of the pages people land on (their HTML is prerendered): its chunk is
  // named in app/page-chunks.ts, fetched beside the app instead of after it.
  void import('./app/page-chunks.ts');
}
