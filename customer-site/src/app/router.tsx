import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/*
 * The site's router: the History API, a path matcher and react-router's hook shapes, in under
 * 1 KB gzip (wouter cost 2.5 KB of a home-page budget of 17 KB over React; react-router 12 KB).
 * docs/decisions.md, "Customer site router". Pages import routing from here only.
 */

/** Where the current url comes from: the browser's history, or memory in tests. */
export interface LocationSource {
  /** Path and query of now, e.g. `/login?phone=07...`. */
  current(): string;
  subscribe(onChange: () => void): () => void;
  go(to: string, replace: boolean): void;
}

const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** The browser's location: pushState / replaceState, and the back and forward buttons. */
const browser: LocationSource = {
  current: () => window.location.pathname + window.location.search,
  subscribe(onChange) {
    listeners.add(onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      listeners.delete(onChange);
      window.removeEventListener('popstate', onChange);
    };
  },
  go(to, replace) {
    window.history[replace ? 'replaceState' : 'pushState'](null, '', to);
    tell();
  },
};

const SourceContext = createContext<LocationSource>(browser);
const ParamsContext = createContext<Record<string, string>>({});

/** Routing over `source` (the browser's location unless given). */
export function SiteRouter({ source = browser, children }: { source?: LocationSource; children: ReactNode }) {
  return <SourceContext.Provider value={source}>{children}</SourceContext.Provider>;
}

function useUrl(): string {
  const source = useContext(SourceContext);
  // The static HTML hydrates with the url as it is: a query the build did not render (?utm_...)
  // must not update the tree while hydrating, which would drop the page's HTML for its loading state.
  return useSyncExternalStore(source.subscribe, source.current, source.current);
}

/** The pathname with escapes such as %20 decoded (a malformed one is left as it is). */
function decoded(pathname: string): string {
  try {
    return pathname.includes('%') ? decodeURI(pathname) : pathname;
  } catch {
    return pathname;
  }
}

/** The current path and query (`search` with its leading `?`, or empty). */
export function useLocation(): { pathname: string; search: string } {
  const url = useUrl();
  return useMemo(() => {
    const at = url.indexOf('?');
    return at < 0 ? { pathname: decoded(url), search: '' } : { pathname: decoded(url.slice(0, at)), search: url.slice(at) };
  }, [url]);
}

/** Options of a navigation: `replace` swaps the current history entry instead of adding one. */
export interface NavigateOptions {
  replace?: boolean;
}

/** A stable function that navigates to a url of the site. */
export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  const source = useContext(SourceContext);
  return useCallback((to, options) => source.go(to, options?.replace === true), [source]);
}

const compiled = new Map<string, { pattern: RegExp; keys: string[] }>();

/**
 * Params of `path` when `pattern` matches it, else null. Patterns: `/a/:id` (one segment), a trailing
 * `/*` (the rest, as `*`), a trailing slash allowed, case-insensitive.
 */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  let rule = compiled.get(pattern);
  if (!rule) {
    const keys: string[] = [];
    const source = pattern
      .split('/')
      .filter(Boolean)
      .map((part) => {
        if (part !== '*' && !part.startsWith(':')) return `/${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')}`;
        keys.push(part === '*' ? '*' : part.slice(1));
        return part === '*' ? '/(.*)' : '/([^/]+?)';
      })
      .join('');
    rule = { pattern: new RegExp(`^${source}/?$`, 'i'), keys };
    compiled.set(pattern, rule);
  }
  const found = rule.pattern.exec(path);
  if (!found) return null;
  return Object.fromEntries(rule.keys.map((key, i) => [key, found[i + 1] ?? '']));
}

/** The `:params` (and `*`) of the route that matched. */
export const useParams = (): Record<string, string | undefined> => useContext(ParamsContext);

/** Gives `params` to the page below (the route table's match; App.tsx). */
export function ParamsProvider({ params, children }: { params: Record<string, string>; children: ReactNode }) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}

/** The query of the current url. */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; children?: ReactNode };

/** A link inside the site: a plain click navigates without reloading; a modified click is the browser's. */
export function Link({ to, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      (target && target !== '_self')
    )
      return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}

type NavLinkProps = LinkProps & { end?: boolean };

/** A link that is marked `active` (class and aria-current="page") on its page, or below it unless `end`. */
export function NavLink({ to, end = false, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = pathname === to || (!end && to !== '/' && pathname.startsWith(`${to}/`));
  const classes = [className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined;
  return <Link to={to} className={classes} aria-current={active ? 'page' : undefined} {...rest} />;
}
