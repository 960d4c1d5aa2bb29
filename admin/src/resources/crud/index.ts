import { lazy } from 'react';
import type { ResourceProps } from 'react-admin';
import ListAltIcon from '@mui/icons-material/ListAlt';

const CrudList = lazy(() => import('./CrudList.tsx'));
const CrudShow = lazy(() => import('./CrudShow.tsx'));
const CrudEdit = lazy(() => import('./CrudEdit.tsx'));
const GroupCreate = lazy(() => import('./GroupCreate.tsx'));
const GroupEdit = lazy(() => import('./GroupEdit.tsx'));

/** Plain CRUD resources (their catalogue calls in the resource table): guessed list, show and edit screens. */
export const CRUD_COLLECTIONS = ['customerGroups'] as const;

const READ_ONLY = new Set<string>([]);

/** The create form of a resource staff add records to (a new customer group). */
const CREATE: Partial<Record<(typeof CRUD_COLLECTIONS)[number], ResourceProps['create']>> = { customerGroups: GroupCreate };
/** The edit form of a resource with one of its own (a versioned form); the others' is guessed. */
const EDIT: Partial<Record<(typeof CRUD_COLLECTIONS)[number], ResourceProps['edit']>> = { customerGroups: GroupEdit };

export const crudResources: ResourceProps[] = CRUD_COLLECTIONS.map((name) => ({
  name,
  list: CrudList,
  show: CrudShow,
  edit: READ_ONLY.has(name) ? undefined : (EDIT[name] ?? CrudEdit),
  create: CREATE[name],
  icon: ListAltIcon,
  recordRepresentation: (record: Record<string, unknown>) => String(record.name ?? record.title ?? record.subject ?? record.id),
}));
