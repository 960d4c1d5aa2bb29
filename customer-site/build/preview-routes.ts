import { matchPath } from '../src/app/match-path.ts';
import { fileOf } from '../src/prerender/document.ts';

/** The file listing the url patterns the client renders (every route of the table but the 404 page). */
export const APP_ROUTES = 'app-routes.json';
/** The not-found page, rendered by the build, answered with status 404. */
export const NOT_FOUND_PAGE = '404.html';

export type PreviewAnswer = 'static' | 'app' | 'notFound';

/**
 * How a page url is answered: its static HTML when the build rendered one, the client-rendered app (app.html)
 * when a route of the table matches it, else the not-found page with status 404 (the 404 page's own url too).
 */
export function previewAnswer(path: string, hasStatic: (file: string) => boolean, appRoutes: readonly string[]): PreviewAnswer {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (fileOf(clean) === NOT_FOUND_PAGE) return 'notFound';
  if (hasStatic(fileOf(clean))) return 'static';
  return appRoutes.some((pattern) => matchPath(pattern, clean)) ? 'app' : 'notFound';
}
