import { describe, expect, it } from 'vitest';
import { previewAnswer } from './preview-routes.ts';

const statics = new Set(['index.html', 'faq.html', 'register/personal-details.html', '404.html']);
const hasStatic = (file: string) => statics.has(file);
const appRoutes = ['/', '/faq', '/loans-transactions', '/payment/pay/:id', '/r/:paymentToken', '/financial-information/*'];

describe('what vite preview answers for a page url', () => {
  it.each([
    ['/', 'static'],
    ['/faq', 'static'],
    ['/register/personal-details', 'static'],
    ['/loans-transactions', 'app'],
    ['/payment/pay/12', 'app'],
    ['/r/abc123', 'app'],
    ['/financial-information/add-card', 'app'],
    ['/no-such-page', 'notFound'],
    ['/payment/pay', 'notFound'],
    ['/faq/more', 'notFound'],
    ['/404', 'notFound'],
  ] as const)('%s: %s', (path, answer) => {
    expect(previewAnswer(path, hasStatic, appRoutes)).toBe(answer);
  });
});
