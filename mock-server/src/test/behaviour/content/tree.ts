import { expect } from 'vitest';
import type { ContentNode } from '@pronto/api';
import type { Cases, World } from '../harness.ts';

const FORBIDDEN = 'You are not allowed to do this.';

const names = (rows: ContentNode[]) => rows.map((r) => r.name ?? r.title);
const categories = async (w: World) => names(await w.ok('content.category'));
const channelsOf = async (w: World, categoryId: number) => names(await w.ok('content.channel', { vars: { categoryId } }));
const groupsOf = async (w: World, channelId: number) => names(await w.ok('content.group', { vars: { channelId } }));
const contentsOf = (w: World, groupId: number) => w.ok('content.content', { vars: { groupId } });

/**
 * The site's content pages: category > channel > group > content. Names are unique under their parent,
 * a child needs its parent, and a row with children is not deleted. Seed: Help (web, app), Legal (web,
 * app), Ayuda (web, app), one "<channel> pages" group per channel, two contents per group.
 */
export const treeCases: Cases<'content'> = {
  'content.tree': {
    reads: 'the whole tree of the seed: 3 categories, 6 channels, 6 groups, 12 contents, each under its parent',
    call: {},
    check: ({ data }) => {
      const tree = data as Record<'categories' | 'channels' | 'groups' | 'contents', ContentNode[]>;
      expect([tree.categories.length, tree.channels.length, tree.groups.length, tree.contents.length]).toEqual([3, 6, 6, 12]);
      expect(tree.channels.filter((c) => c.categoryId === 1).map((c) => c.name)).toEqual(['web', 'app']);
      expect(tree.contents.every((c) => tree.groups.some((g) => g.id === c.groupId))).toBe(true);
    },
    refuses: [{ call: { as: 'agent' }, status: 403, message: FORBIDDEN }],
  },
  'content.category': {
    reads: 'the categories of the seed',
    call: {},
    check: ({ data }) => {
      expect(data.map((c) => [c.name, c.country])).toEqual([
        ['Help', 'GB'],
        ['Legal', 'GB'],
        ['Ayuda', 'ES'],
      ]);
    },
  },
  'content.category.post': {
    does: 'adds a category, listed with the others and in the tree',
    call: { data: { name: 'Offers', country: 'GB' } },
    readBack: async (w) => ({
      list: await categories(w),
      tree: ((await w.ok('content.tree')) as { categories: ContentNode[] }).categories.length,
    }),
    check: (after, before, answer) => {
      expect(after.list).toEqual([...before.list, 'Offers']);
      expect(after.tree).toBe(before.tree + 1);
      expect(answer.data).toMatchObject({ name: 'Offers', country: 'GB' });
    },
    refuses: [
      { call: { data: { name: 'help', country: 'GB' } }, status: 422, message: 'A category named help exists already.' },
      { call: { data: { country: 'GB' } }, status: 422, message: 'name is required.' },
      { call: { data: { name: 'Aide', country: 'FR' } }, status: 422, message: 'country must be GB or ES.' },
      { call: { as: 'agent', data: { name: 'Agents' } }, status: 403, message: FORBIDDEN },
    ],
  },
  'content.category.put': {
    does: 'renames a category',
    call: async (w) => ({
      data: { id: (await w.ok('content.category.post', { data: { name: 'Promotions', country: 'GB' } })).id, name: 'Promotions 2026' },
    }),
    readBack: categories,
    check: (after, before) => {
      expect(before).toContain('Promotions');
      expect(after).toEqual(before.map((n: string) => (n === 'Promotions' ? 'Promotions 2026' : n)));
    },
    refuses: [
      { call: { data: { id: 1, name: 'Legal' } }, status: 422, message: 'A category named Legal exists already.' },
      { call: { data: { id: 999, name: 'Nowhere' } }, status: 422, message: 'Category 999 does not exist.' },
    ],
  },
  'content.category.delete': {
    does: 'deletes an empty category',
    call: async (w) => ({ vars: { id: (await w.ok('content.category.post', { data: { name: 'Short-lived', country: 'GB' } })).id } }),
    readBack: categories,
    check: (after, before) => {
      expect(before).toContain('Short-lived');
      expect(after).toEqual(before.filter((n: string) => n !== 'Short-lived'));
    },
    refuses: [{ call: { vars: { id: 1 } }, status: 422, message: 'Category Help still has 2 channels: delete them first.' }],
  },
  'content.channel': {
    reads: 'the channels of category Help: web and app',
    call: { vars: { categoryId: 1 } },
    check: ({ data }) => {
      expect(data.map((c) => [c.name, c.categoryId])).toEqual([
        ['web', 1],
        ['app', 1],
      ]);
    },
    refuses: [{ call: { vars: { categoryId: 999 } }, status: 422, message: 'Category 999 does not exist.' }],
  },
  'content.channel.post': {
    does: 'adds a channel under category Legal',
    call: { vars: { categoryId: 2 }, data: { name: 'email' } },
    readBack: (w) => channelsOf(w, 2),
    check: (after, before, answer) => {
      expect(after).toEqual([...before, 'email']);
      expect(answer.data.categoryId).toBe(2);
    },
    refuses: [
      { call: { vars: { categoryId: 2 }, data: { name: 'Web' } }, status: 422, message: 'Category Legal already has a channel named Web.' },
      { call: { vars: { categoryId: 999 }, data: { name: 'web' } }, status: 422, message: 'Category 999 does not exist.' },
    ],
  },
  'content.channel.put': {
    does: "renames Legal's web channel; its parent stays",
    call: { data: { id: 3, name: 'website', categoryId: 1 } },
    readBack: async (w) => ({ legal: await channelsOf(w, 2), help: await channelsOf(w, 1) }),
    check: (after, before) => {
      expect(after.legal).toEqual(before.legal.map((n: string) => (n === 'web' ? 'website' : n)));
      expect(after.help).toEqual(before.help);
    },
    refuses: [{ call: { data: { id: 3, name: 'app' } }, status: 422, message: 'Category Legal already has a channel named app.' }],
  },
  'content.channel.delete': {
    does: 'deletes an empty channel',
    call: async (w) => ({ vars: { id: (await w.ok('content.channel.post', { vars: { categoryId: 2 }, data: { name: 'fax' } })).id } }),
    readBack: (w) => channelsOf(w, 2),
    check: (after, before) => {
      expect(after).toEqual(before.filter((n: string) => n !== 'fax'));
    },
    refuses: [{ call: { vars: { id: 1 } }, status: 422, message: 'Channel web still has 1 group: delete it first.' }],
  },
  'content.group': {
    reads: "the groups of Help's web channel",
    call: { vars: { channelId: 1 } },
    check: ({ data }) => {
      expect(data.map((g) => [g.name, g.channelId])).toEqual([['web pages', 1]]);
    },
  },
  'content.group.post': {
    does: "adds a group under Help's web channel",
    call: { vars: { channelId: 1 }, data: { name: 'faq pages' } },
    readBack: (w) => groupsOf(w, 1),
    check: (after, before) => {
      expect(after).toEqual([...before, 'faq pages']);
    },
    refuses: [
      {
        call: { vars: { channelId: 1 }, data: { name: 'web pages' } },
        status: 422,
        message: 'Channel web already has a group named web pages.',
      },
    ],
  },
  'content.group.put': {
    does: 'renames a group',
    call: { data: { id: 2, name: 'app screens' } },
    readBack: (w) => groupsOf(w, 2),
    check: (after, before) => {
      expect([before, after]).toEqual([['app pages'], ['app screens']]);
    },
    refuses: [{ call: { data: { id: 2, name: '' } }, status: 422, message: 'name is required.' }],
  },
  'content.group.delete': {
    does: 'deletes an empty group',
    call: async (w) => ({ vars: { id: (await w.ok('content.group.post', { vars: { channelId: 1 }, data: { name: 'old pages' } })).id } }),
    readBack: (w) => groupsOf(w, 1),
    check: (after, before) => {
      expect(after).toEqual(before.filter((n: string) => n !== 'old pages'));
    },
    refuses: [{ call: { vars: { id: 1 } }, status: 422, message: 'Group web pages still has 2 contents: delete them first.' }],
  },
  'content.content': {
    reads: 'the two pages of the first group, in order',
    call: { vars: { groupId: 1 } },
    check: ({ data }) => {
      expect(data.map((c) => [c.id, c.groupId, c.order])).toEqual([
        [1, 1, 1],
        [2, 1, 2],
      ]);
      expect(data.every((c) => typeof c.title === 'string' && typeof c.body === 'string')).toBe(true);
    },
  },
  'content.content.post': {
    does: 'adds a page to a group, with its title and text',
    call: { vars: { groupId: 1 }, data: { title: 'How to repay early', body: 'Pay from your account page.', order: 3 } },
    readBack: (w) => contentsOf(w, 1),
    check: (after, before) => {
      expect(after).toHaveLength(before.length + 1);
      expect(after.at(-1)).toMatchObject({ groupId: 1, title: 'How to repay early', body: 'Pay from your account page.', order: 3 });
    },
    refuses: [
      { call: { vars: { groupId: 1 }, data: { body: 'No title' } }, status: 422, message: 'title is required.' },
      { call: { vars: { groupId: 999 }, data: { title: 'Lost' } }, status: 422, message: 'Group 999 does not exist.' },
    ],
  },
  'content.content.put': {
    does: "changes a page's text",
    call: { data: { id: 1, body: 'Call us on 0800 000 000.' } },
    readBack: async (w) => (await contentsOf(w, 1)).find((c) => c.id === 1),
    check: (after, before) => {
      expect(after).toMatchObject({ title: before?.title, body: 'Call us on 0800 000 000.' });
      expect(after?.updatedAt).toEqual(expect.any(String));
    },
    refuses: [
      {
        call: async (w) => ({ data: { id: 1, title: (await contentsOf(w, 1)).find((c) => c.id === 2)?.title ?? '' } }),
        status: 422,
        message: /^Group web pages already has a content titled .+\.$/,
      },
    ],
  },
  'content.content.delete': {
    does: 'deletes a page',
    call: { vars: { id: 12 } },
    readBack: async (w) => (await contentsOf(w, 6)).map((c) => c.id),
    check: (after, before) => {
      expect(before).toContain(12);
      expect(after).toEqual(before.filter((id: number) => id !== 12));
    },
    refuses: [{ call: { vars: { id: 999 } }, status: 422, message: 'Content 999 does not exist.' }],
  },
};
