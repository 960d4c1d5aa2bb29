import { describe, expect, it } from 'vitest';
import { RESOURCES } from '@pronto/api';
import { collectionArea } from './rest.ts';
import { REST_COLLECTIONS } from './types.ts';

describe('the role check of the json-server collections', () => {
  it('reads the console resource table: every collection but leads is a resource, guarded by its area', () => {
    const withoutResource = REST_COLLECTIONS.filter((name) => !(name in RESOURCES));
    expect(withoutResource).toEqual(['leads']);
    expect(collectionArea('tickets')).toBe(RESOURCES.tickets.area);
    expect(collectionArea('impediments')).toBe('collections');
    expect(collectionArea('leads')).toBe('customers');
  });
});
