import { describe, expect, it } from 'vitest';
import { preloadTags } from './preload-chunk.ts';

const bundle = {
  'assets/index-a1.js': { type: 'chunk' as const, name: 'index', fileName: 'assets/index-a1.js' },
  'assets/react-b2.js': { type: 'chunk' as const, name: 'react', fileName: 'assets/react-b2.js' },
  'assets/root-c3.css': { type: 'asset' as const, name: 'react', fileName: 'assets/root-c3.css' },
};

describe("the page's modulepreload of a chunk the entry loads lazily", () => {
  it("names the chunk's file under the site's base, for the head", () => {
    expect(preloadTags(bundle, 'react', '/')).toEqual([
      { tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/react-b2.js' }, injectTo: 'head' },
    ]);
    expect(preloadTags(bundle, 'react', '/admin/')[0]?.attrs?.href).toBe('/admin/assets/react-b2.js');
  });

  it('adds nothing when the build has no such chunk', () => {
    expect(preloadTags(bundle, 'vendor', '/')).toEqual([]);
  });
});
