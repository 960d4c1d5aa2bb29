import type { MouseEvent, ReactNode } from 'react';
import { useCreatePath, useRecordContext, useResourceContext } from 'react-admin';
import { useHref } from 'react-router-dom';

/** The link of a record's page: the router's own address for it (#/customers/8/show under the hash router). */
function RecordAnchor({ to, children }: { to: string; children: ReactNode }) {
  return (
    // A plain anchor: the list's first screen does not load a link component for it. The row opens the same
    // page on a click: the anchor's own click must not run that twice.
    <a href={useHref(to)} onClick={(event: MouseEvent) => event.stopPropagation()} style={{ color: 'inherit' }}>
      {children}
    </a>
  );
}

/**
 * The cell's content as a link to the record's page: a list row is reached with Tab and opened with Enter,
 * not only with a mouse click on the row.
 */
export function ShowLink({ children }: { children: ReactNode; label?: string; source?: string }) {
  const record = useRecordContext<{ id: number | string }>();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!record || !resource) return <>{children}</>;
  return <RecordAnchor to={createPath({ resource, id: record.id, type: 'show' })}>{children}</RecordAnchor>;
}
