import './styles.css';

/*
 * A page the build rendered to HTML paints before its JavaScript runs. The app (React, the
 * router, hydration) is imported after that first paint, so the browser gives the paint priority over
 * running the app's modules; other pages (the account area, drawn on the client) start it at once.
 * The page's forms stay disabled until hydrated (forms/hydrated.ts), so nothing typed is lost.
 */
const start = () => void import('./app/boot.tsx');
if (document.getElementById('root')?.dataset.route === window.location.pathname) {
  requestAnimationFrame(() => setTimeout(start, 0));
} else start();
