import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link as WouterLink, matchRoute, Router, useLocation as useWouterLocation, useRouter, useSearch } from 'wouter';

/*
 * The site's router, on wouter (about 2.5 KB gzip where react-router cost 12 KB of a home page
 * budget of 17 KB over React itself; docs/decisions.md "Customer site router"). Pages import routing
 * from here only, in react-router's shape, so the choice of library stays in this file.
 */

export { Link, Redirect, Route, Switch, useParams, useSearchParams } from 'wouter';

/** Options of a navigation: `replace` swaps the current history entry instead of adding one. */
export interface NavigateOptions {
  replace?: boolean;
}

/** The current path and query (`search` with its leading `?`, or empty). */
export function useLocation(): { pathname: string; search: string } {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  return { pathname, search: search ? `?${search}` : '' };
}

/** A stable function that navigates to a url of the site. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useWouterLocation()[1];
}

/** The first of `patterns` whose path matches the current path (`:name` segments, a trailing `*`). */
export function useMatch<T>(patterns: readonly { path: string; value: T }[]): T | undefined {
  const { parser } = useRouter();
  const [pathname] = useWouterLocation();
  return patterns.find((p) => matchRoute(parser, p.path, pathname)[0])?.value;
}

type NavLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; end?: boolean; children: ReactNode };

/** A link that is marked `active` (class and aria-current="page") on its page, or below it unless `end`. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const [pathname] = useWouterLocation();
  const active = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined;
  return <WouterLink to={to} className={classes} aria-current={active ? 'page' : undefined} {...rest} />;
}

/** The site's router over the browser's location (tests use test/memory-router.tsx). */
export function SiteRouter({ children }: { children: ReactNode }) {
  return <Router>{children}</Router>;
}
