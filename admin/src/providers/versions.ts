import type { DataProvider, RaRecord, UpdateParams } from 'react-admin';

/**
 * Resources whose edits the API checks against the version they started from (the mock's versions.ts,
 * through its one CRUD helper and in the calls of their own): holidays, freeze days, templates, collection
 * companies, affiliate campaigns, loan definitions, discount rules, translations, complaint cases, template
 * channels, scheduled marketing sends, segments, agents' permission sets and customer groups. A resource
 * whose provider builds its own body (a complaint case, an agent's permissions) passes on the version this
 * wrapper adds. Customers and staff members send their version in their own providers.
 */
export const VERSIONED_EDITS: ReadonlySet<string> = new Set([
  'holidays',
  'freezeDays',
  'templates',
  'collectionCompanies',
  'campaigns',
  'loanDefinitions',
  'discountRules',
  'translations',
  'complaintCases',
  'templateChannels',
  'marketingScheduled',
  'segments',
  'camPermissions',
  'customerGroups',
]);

/** The version an edit starts from: the record as the form read it (0 before its first versioned edit). */
const versionOf = (record: Partial<RaRecord> | undefined): number => (typeof record?.version === 'number' ? record.version : 0);

/**
 * A provider whose `update` sends the version the edit started from (react-admin's `previousData`), so that
 * a save over someone else's is refused (409, who and when) and VersionedForm shows it: one mechanism for
 * every versioned edit form, whatever the service's own provider does with the rest of the body.
 */
export function withVersions(provider: DataProvider): DataProvider {
  return new Proxy(provider, {
    get: (target, method, receiver) =>
      method === 'update'
        ? (resource: string, params: UpdateParams) =>
            target.update(resource, { ...params, data: { ...params.data, version: versionOf(params.previousData) } })
        : (Reflect.get(target, method, receiver) as unknown),
  });
}
