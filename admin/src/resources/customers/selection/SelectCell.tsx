import type { MouseEvent } from 'react';
import { Checkbox } from '@mui/material';
import { useListContext, useRecordContext, useTranslate } from 'react-admin';

// The checkbox's own input carries the name: react-admin's row checkbox puts it on a span (axe's
// aria-prohibited-attr), so the list selects with these, through the list's public selection API.
const stop = (event: MouseEvent) => event.stopPropagation();

/** Selects the row's customer for a bulk action; a click here does not open the record. */
export function SelectCell() {
  const record = useRecordContext<{ id: number; firstName?: string; lastName?: string }>();
  const { selectedIds, onToggleItem } = useListContext();
  const translate = useTranslate();
  if (!record) return null;
  const name = [record.firstName, record.lastName].filter(Boolean).join(' ') || `#${record.id}`;
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

/** The column's header: selects or clears every customer of the page shown. */
export function SelectPageHeader() {
  const { data = [], selectedIds, onSelect, onUnselectItems } = useListContext<{ id: number }>();
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
      slotProps={{ input: { 'aria-label': translate('pronto.selection.page') } }}
    />
  );
}
