/** One level of the site content tree: category > channel > group > content. */
export interface TreeLevel {
  resource: 'categories' | 'channels' | 'groups' | 'contents';
  /** The field that names a row (unique within its parent). */
  field: 'name' | 'title';
  parent: TreeLevel['resource'] | null;
  parentKey: 'categoryId' | 'channelId' | 'groupId' | null;
  child: TreeLevel['resource'] | null;
  childKey: 'categoryId' | 'channelId' | 'groupId' | null;
}

export const TREE: Readonly<Record<TreeLevel['resource'], TreeLevel>> = {
  categories: { resource: 'categories', field: 'name', parent: null, parentKey: null, child: 'channels', childKey: 'categoryId' },
  channels: { resource: 'channels', field: 'name', parent: 'categories', parentKey: 'categoryId', child: 'groups', childKey: 'channelId' },
  groups: { resource: 'groups', field: 'name', parent: 'channels', parentKey: 'channelId', child: 'contents', childKey: 'groupId' },
  contents: { resource: 'contents', field: 'title', parent: 'groups', parentKey: 'groupId', child: null, childKey: null },
};

/** Where to go after a row is created or deleted: its parent's page, else the list. */
export function parentPath(level: TreeLevel, record: Record<string, unknown> | undefined): string {
  const parentId = level.parentKey ? record?.[level.parentKey] : undefined;
  return level.parent && parentId !== undefined && parentId !== null ? `/${level.parent}/${String(parentId)}/show` : `/${level.resource}`;
}
