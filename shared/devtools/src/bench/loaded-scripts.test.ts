import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scriptFiles } from './loaded-scripts.ts';

describe('scriptFiles (the admin figure counted from the requests made)', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'loaded-scripts-'));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'assets', 'console-abc.js'), '');
  writeFileSync(join(outDir, 'assets', 'index-def.js'), '');
  const origin = 'http://127.0.0.1:5304';

  it('counts each same-origin script once, as a file of the build', () => {
    const urls = [
      `${origin}/assets/index-def.js`,
      `${origin}/assets/console-abc.js`,
      `${origin}/assets/console-abc.js`,
      'https://cdn.example/x.js',
    ];
    expect(scriptFiles(urls, origin, outDir)).toEqual(['assets/index-def.js', 'assets/console-abc.js']);
  });

  it('fails on a script the build does not hold, instead of counting it as nothing', () => {
    expect(() => scriptFiles([`${origin}/assets/gone.js`], origin, outDir)).toThrow(/assets\/gone\.js/);
  });
});
