import type { HtmlTagDescriptor, Plugin, ResolvedConfig } from 'vite';

/** What of Rolldown's output bundle the plugin reads. */
type Bundle = Record<string, { type: 'chunk' | 'asset'; name?: string; fileName: string }>;

/** The page's modulepreload tag for the chunk named `name` in `bundle`, none if there is no such chunk. */
export function preloadTags(bundle: Bundle, name: string, base: string): HtmlTagDescriptor[] {
  const chunk = Object.values(bundle).find((c) => c.type === 'chunk' && c.name === name);
  if (!chunk) return [];
  return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${chunk.fileName}` }, injectTo: 'head' }];
}

/**
 * Names a chunk in the page's HTML as a modulepreload, so the browser fetches it beside the entry instead of
 * after it: for a chunk every way out of the entry needs (the console and the fresh visit's sign-in both
 * render with React) but the entry only imports lazily.
 */
export function preloadChunk(name: string): Plugin {
  let base = '/';
  return {
    name: 'pronto-preload-chunk',
    apply: 'build',
    configResolved(config: ResolvedConfig) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler: (_html, context) => (context.bundle ? preloadTags(context.bundle, name, base) : []),
    },
  };
}
