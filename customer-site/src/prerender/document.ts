/** What one prerendered page puts into the built index.html. */
export interface PageDocument {
  /** The url path, e.g. `/faq`. */
  path: string;
  lang: string;
  title: string;
  description: string;
  canonical: string;
  bodyClass: string;
  /** Extra tags for the head (JSON-LD blocks). */
  head: string[];
  /** The rendered app, for inside `<div id="root">`. */
  body: string;
}

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function replaceOnce(html: string, pattern: RegExp, by: string): string {
  if (!pattern.test(html)) throw new Error(`The page template has no ${pattern.source}`);
  return html.replace(pattern, () => by);
}

/** The built index.html with one page's head, its rendered body, and the markers the client reads to hydrate. */
export function pageDocument(template: string, page: PageDocument): string {
  let html = template;
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${escapeAttr(page.lang)}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*" ?\/?>/,
    `<meta name="description" content="${escapeAttr(page.description)}" />`,
  );
  html = replaceOnce(
    html,
    /<\/head>/,
    [`<link rel="canonical" href="${escapeAttr(page.canonical)}" />`, ...page.head, '</head>'].join('\n    '),
  );
  html = replaceOnce(html, /<body>/, `<body class="${escapeAttr(page.bodyClass)}">`);
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root" data-route="${escapeAttr(page.path)}">${page.body}</div>`);
  return html;
}

/** The file a path is written to in the build: `/` is index.html, `/faq` faq.html (vite preview and most static hosts serve `path.html`). */
export const fileOf = (path: string): string => (path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`);

/** sitemap.xml of the prerendered pages. */
export function sitemap(urls: readonly string[]): string {
  const entries = urls.map((url) => `  <url><loc>${escapeText(url)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** robots.txt: the public pages crawlable, the account area not, and where the sitemap is. */
export function robots(origin: string, privatePaths: readonly string[]): string {
  return ['User-agent: *', ...privatePaths.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
