import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { byResource } from './byResource.ts';

describe('byResource', () => {
  it("answers a resource's own method and every other call from the service's defaults", async () => {
    const base = {
      getList: vi.fn(async () => ({ data: [{ id: 1 }], total: 1 })),
      create: vi.fn(async () => ({ data: { id: 'base' } })),
    } as unknown as DataProvider;
    const ownCreate = vi.fn(async () => ({ data: { id: 'own' } }));
    const provider = byResource(base, { templates: { create: ownCreate } });

    expect(await provider.create('templates', { data: { name: 'x' } })).toEqual({ data: { id: 'own' } });
    expect(await provider.create('segments', { data: { name: 'y' } })).toEqual({ data: { id: 'base' } });
    // A resource of its own still lists through the defaults when it does not define getList.
    const page = { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' as const }, filter: {} };
    expect(await provider.getList('templates', page)).toEqual({ data: [{ id: 1 }], total: 1 });
    expect(ownCreate).toHaveBeenCalledWith('templates', { data: { name: 'x' } });
    expect(base.create).toHaveBeenCalledWith('segments', { data: { name: 'y' } });
  });
});
