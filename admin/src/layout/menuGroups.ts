import { MENU_GROUP_LABELS, PAGES, RESOURCES, type MenuGroupName, type PageDef, type ResourceDef } from '@pronto/api';

/** The menu, grouped by staff area (resources by name, pages by path). */
export interface MenuGroup {
  label: string;
  resources: string[];
  pages?: { path: string; label: string; access: string }[];
}

/** The menu built from the resource table (@pronto/api resources.ts): groups in order, entries in table order. */
export const MENU_GROUPS: MenuGroup[] = (Object.keys(MENU_GROUP_LABELS) as MenuGroupName[]).map((group) => ({
  label: MENU_GROUP_LABELS[group],
  resources: Object.entries(RESOURCES as Record<string, ResourceDef>)
    .filter(([, r]) => r.menu === group)
    .map(([name]) => name),
  pages: Object.entries(PAGES as Record<string, PageDef>)
    .filter(([, p]) => p.menu === group)
    .map(([name, p]) => ({ path: `/${name}`, label: p.label ?? name, access: name })),
}));
