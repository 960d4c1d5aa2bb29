import DOMPurify from 'dompurify';

/** Template HTML made safe to show: scripts, event handlers and javascript: links are removed. */
export function safeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
}
