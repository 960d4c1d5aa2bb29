import type { DataProvider } from 'react-admin';
import { CRUD_METHODS } from '@pronto/api';

type CrudMethod = (typeof CRUD_METHODS)[number];

/**
 * The CRUD methods of one resource that differ from its service's defaults: each takes react-admin's
 * params and answers what react-admin reads (`{ data }`, `{ data, total }`).
 */
export type ResourceMethods = {
  [M in CrudMethod]?: (resource: string, params: Parameters<DataProvider[M]>[1]) => ReturnType<DataProvider[M]>;
};

/**
 * A service's provider from its defaults and the resources that answer some methods with calls of their
 * own (react-admin's resource-to-provider routing, per method): each CRUD method of a resource is the
 * resource's own when it defines it, else `base`'s.
 */
export function byResource(base: DataProvider, resources: Readonly<Record<string, ResourceMethods>>): DataProvider {
  const method = <M extends CrudMethod>(name: M) =>
    ((resource: string, params: Parameters<DataProvider[M]>[1]) => {
      const fn = resources[resource]?.[name] ?? base[name];
      return fn(resource, params);
    }) as DataProvider[M];
  return {
    ...base,
    getList: method('getList'),
    getOne: method('getOne'),
    getMany: method('getMany'),
    getManyReference: method('getManyReference'),
    create: method('create'),
    update: method('update'),
    updateMany: method('updateMany'),
    delete: method('delete'),
    deleteMany: method('deleteMany'),
  };
}
