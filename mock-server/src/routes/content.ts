import type { Context } from '../context.ts';
import { invalid } from '../http.ts';
import type { Row } from '../types.ts';
import { list } from '../validate.ts';
import type { Routes } from './define.ts';

export function registerContentRoutes(routes: Routes, ctx: Context): void {
  routes.id('content.enums.post', ({ body }) => {
    const names = list(body, 'names');
    if (names.some((n) => typeof n !== 'string')) throw invalid('names must be a list of enum names.');
    const enums = ctx.rows('enums');
    return Object.fromEntries((names as string[]).map((name) => [name, enums.filter((e: Row) => e.name === name).map((e) => ({ key: e.key, value: e.value }))]));
  });
}
