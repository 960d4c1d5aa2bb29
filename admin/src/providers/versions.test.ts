import { describe, expect, it, vi } from 'vitest';
import type { DataProvider } from 'react-admin';
import { withVersions } from './versions.ts';

describe('withVersions: an edit sends the version it started from', () => {
  it("adds the form's record version (0 before the first edit) to update and leaves the other methods as they are", async () => {
    const update = vi.fn(() => Promise.resolve({ data: { id: 3 } }));
    const getOne = vi.fn(() => Promise.resolve({ data: { id: 3 } }));
    const provider = withVersions({ update, getOne } as unknown as DataProvider);
    await provider.update('freezeDays', { id: 3, data: { date: '2031-01-02' }, previousData: { id: 3, version: 4 } });
    expect(update).toHaveBeenCalledWith('freezeDays', {
      id: 3,
      data: { date: '2031-01-02', version: 4 },
      previousData: { id: 3, version: 4 },
    });
    await provider.update('freezeDays', { id: 3, data: { date: '2031-01-03' }, previousData: { id: 3 } });
    expect(update).toHaveBeenLastCalledWith('freezeDays', { id: 3, data: { date: '2031-01-03', version: 0 }, previousData: { id: 3 } });
    await provider.getOne('freezeDays', { id: 3 });
    expect(getOne).toHaveBeenCalledWith('freezeDays', { id: 3 });
  });
});
