import type { MouseEvent, ReactNode } from 'react';
import { Link, useCreatePath, useRecordContext, useResourceContext } from 'react-admin';

/**
 * The cell's content as a link to the record's page: a list row is reached with Tab and opened with Enter,
 * not only with a mouse click on the row (issue 16).
 */
export function ShowLink({ children }: { children: ReactNode; label?: string; source?: string }) {
  const record = useRecordContext<{ id: number | string }>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return <>{children}</>;
  return (
    // The row opens the same page on a click: the link's own click must not run that twice.
    <Link to={createPath({ resource, id: record.id, type: 'show' })} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {children}
    </Link>
  );
}
