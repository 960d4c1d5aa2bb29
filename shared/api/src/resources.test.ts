import { describe, expect, it } from 'vitest';
import { entry, hasEntry } from './catalogue/index.ts';
import { areaOf, MENU_GROUP_LABELS, PAGES, RESOURCES, type PageDef, type ResourceDef } from './resources.ts';

const resources = Object.entries(RESOURCES as Record<string, ResourceDef>);

describe('the resource table', () => {
  it("names only catalogue calls, of the resource's own service, for every method", () => {
    const missing = resources.flatMap(([name, r]) =>
      Object.entries(r.calls)
        .filter(([, id]) => !hasEntry(id))
        .map(([m, id]) => `${name}.${m}: ${id}`),
    );
    expect(missing).toEqual([]);
    const foreign = resources.flatMap(([name, r]) =>
      Object.values(r.calls)
        .filter((id) => entry(id).service !== r.service)
        .map((id) => `${name}: ${id}`),
    );
    expect(foreign).toEqual([]);
  });

  it('marks the calls the spec does not have as assumed', () => {
    for (const [, r] of resources)
      for (const id of Object.values(r.calls))
        if (/^Assumed:/.test(entry(id).summary)) expect(entry(id).summary.length).toBeGreaterThan(20);
    const assumed = new Set(resources.flatMap(([, r]) => Object.values(r.calls)).filter((id) => entry(id).summary.startsWith('Assumed:')));
    expect([...assumed].sort()).toEqual([
      'bankscraper.searchAccounts',
      'bankscraper.searchSessions',
      'card.searchCards',
      'communication.ivr/searchCalls',
      'communication.ivr/searchCampaigns',
      'content.tree',
      'membership.searchAudit',
    ]);
  });

  it('gives every resource and page an area, and pages of the menu a known group and a label', () => {
    for (const [name] of resources) expect(areaOf(name), name).toBeDefined();
    // As PageDef, not as today's pages: a page off the menu (menu null) may come.
    const pages: Record<string, PageDef> = PAGES;
    for (const [name, p] of Object.entries(pages)) {
      expect(areaOf(name)).toBe(p.area);
      if (p.menu) expect(MENU_GROUP_LABELS[p.menu]).toBeDefined();
    }
    expect(areaOf('nope')).toBeUndefined();
  });
});
