import type { Method } from '@pronto/request';
import type { Area, Auth, CatalogueEntry, Service } from '../types.ts';

/** Builds an entry: path is /api/{service}/{suffix} (suffix defaults to the name); vars come from `{...}`. */
export function define(
  service: Service,
  name: string,
  method: Method,
  auth: Auth,
  area: Area,
  summary: string,
  suffix: string = name,
): Omit<CatalogueEntry, 'id'> {
  const path = suffix.startsWith('/api/') ? suffix : `/api/${service}/${suffix}`;
  const vars = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  return { service, name, method, path, auth, area, summary, vars };
}
