import { existsSync } from 'node:fs';

/** Flags for Debian's Chromium headless, shared by Lighthouse and the Playwright measurements. */
export const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The same flags for Playwright, which adds its own headless switch (`headless: true`). */
export const playwrightFlags = chromeFlags.filter((flag) => !flag.startsWith('--headless'));

/** Debian's Chromium: CHROME_PATH, CHROMIUM_PATH or /usr/bin/chromium, the first that exists. */
export function findChrome(): string {
  const path = [process.env.CHROME_PATH, process.env.CHROMIUM_PATH, '/usr/bin/chromium'].find((p) => p && existsSync(p));
  if (!path) throw new Error("no Chromium (set CHROME_PATH or install Debian's chromium)");
  return path;
}
