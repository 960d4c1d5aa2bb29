import { lazy, Suspense } from 'react';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { Button, useListContext, useTranslate } from 'react-admin';

// Loaded once something is selected: the list's first load does not carry the bulk forms.
const BulkActions = lazy(() => import('./BulkActions.tsx'));

/** Above the list while customers are selected: how many, the bulk actions, and a way to clear them. */
export function SelectionBar() {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  if (selectedIds.length === 0) return null;
  return (
    <Stack
      component="section"
      aria-label={translate('pronto.selection.count', { smart_count: selectedIds.length })}
      sx={{ px: 2, py: 1, bgcolor: 'action.selected' }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Typography role="status">{translate('pronto.selection.count', { smart_count: selectedIds.length })}</Typography>
        <Button label="pronto.selection.clear" onClick={() => onUnselectItems()} />
      </Stack>
      <Suspense fallback={<LinearProgress />}>
        <BulkActions ids={selectedIds as number[]} onDone={() => onUnselectItems()} />
      </Suspense>
    </Stack>
  );
}
