import type { MouseEvent } from 'react';
import { Checkbox } from '@mui/material';
import { useGetRecordRepresentation, useListContext, useRecordContext, useResourceContext, useTranslate } from 'react-admin';

// The checkbox's own input carries the name: react-admin's row checkbox puts it on a span (axe's
// aria-prohibited-attr), so the lists select with these, through the list's public selection API.
const stop = (event: MouseEvent) => event.stopPropagation();

/** Selects the row's record for a bulk action, named as the resource names its records; a click here does not open the record. */
export function SelectCell() {
  const record = useRecordContext<{ id: number }>();
  const { selectedIds, onToggleItem } = useListContext();
  const represent = useGetRecordRepresentation(useResourceContext());
  const translate = useTranslate();
  if (!record) return null;
  const shown = represent(record);
  const name = typeof shown === 'string' && shown.trim() !== '' ? shown : `#${record.id}`;
  return (
    <Checkbox
      size="small"
      checked={selectedIds.includes(record.id)}
      onClick={stop}
      onChange={() => onToggleItem(record.id)}
      slotProps={{ input: { 'aria-label': translate('pronto.selection.row', { name }) } }}
    />
  );
}

/** The column's header: selects or clears every record of the page shown. */
export function SelectPageHeader() {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext<{ id: number }>();
  const resource = useResourceContext();
  const translate = useTranslate();
  const ids = data.map((row) => row.id);
  const all = ids.length > 0 && ids.every((id) => selectedIds.includes(id));
  return (
    <Checkbox
      size="small"
      checked={all}
      indeterminate={!all && ids.some((id) => selectedIds.includes(id))}
      onClick={stop}
      onChange={() => (all ? onUnselectItems() : onSelect(ids))}
      slotProps={{ input: { 'aria-label': translate(`pronto.selection.${resource ?? 'customers'}.page`) } }}
    />
  );
}
