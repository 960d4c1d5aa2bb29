import { describe, expect, it } from 'vitest';
import { safeHtml } from './safeHtml.ts';

describe('safeHtml', () => {
  it('keeps the template markup and drops scripts, handlers and javascript: links', () => {
    const html = safeHtml(
      '<p>Dear <b>Jane</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">pay</a>',
    );
    expect(html).toContain('<p>Dear <b>Jane</b></p>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('>pay</a>');
  });
});
