import { describe, expect, it } from 'vitest';
import { fileOf, pageDocument, robots, sitemap, type PageDocument } from './document.ts';
import { jsonLdTag } from './structured-data.ts';

const template = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="Pronto: small loans." />
    <title>Pronto</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const page: PageDocument = {
  path: '/faq',
  lang: 'es-ES',
  title: 'Preguntas frecuentes | Pronto',
  description: 'Respuestas "claras" & breves',
  canonical: 'https://www.pronto.es/faq',
  bodyClass: 'page-faq',
  head: ['<script type="application/ld+json">{}</script>'],
  body: '<main>hola</main>',
};

describe('pageDocument', () => {
  it("puts the page's lang, title, description, canonical, JSON-LD and HTML into the template", () => {
    const html = pageDocument(template, page);
    expect(html).toContain('<html lang="es-ES">');
    expect(html).toContain('<title>Preguntas frecuentes | Pronto</title>');
    expect(html).toContain('<meta name="description" content="Respuestas &quot;claras&quot; &amp; breves" />');
    expect(html).toContain('<link rel="canonical" href="https://www.pronto.es/faq" />');
    expect(html).toContain('<script type="application/ld+json">{}</script>\n    </head>');
    expect(html).toContain('<body class="page-faq">');
    expect(html).toContain('<div id="root" data-route="/faq"><main>hola</main></div>');
    expect(html).not.toContain('<title>Pronto</title>');
  });

  it('refuses a template without a root element rather than writing a page without content', () => {
    expect(() => pageDocument(template.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
  });
});

describe('build files', () => {
  it('writes / as index.html and other paths as path.html', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/register/personal-details')).toBe('register/personal-details.html');
  });

  it('lists the urls in sitemap.xml and the private paths and sitemap in robots.txt', () => {
    expect(sitemap(['https://x.test/', 'https://x.test/faq'])).toContain('<url><loc>https://x.test/faq</loc></url>');
    expect(robots('https://x.test', ['/account'])).toBe('User-agent: *\nDisallow: /account\n\nSitemap: https://x.test/sitemap.xml\n');
  });
});

describe('jsonLdTag', () => {
  it('escapes < so text cannot close the script element', () => {
    const tag = jsonLdTag({ name: '</script><script>alert(1)</script>' });
    expect(tag.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(tag.replace(/^<script[^>]*>|<\/script>$/g, ''))).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
