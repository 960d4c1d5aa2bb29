import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Button, useListContext, useResourceContext, useTranslate } from 'react-admin';

/** A list's bulk actions: the selected ids in, and what to do once one of them is done. */
export type BulkActionsComponent = LazyExoticComponent<ComponentType<{ ids: number[]; onDone: () => void }>>;

/**
 * Above a list while records are selected: how many, the bulk actions, and a way to clear them. The
 * actions are a lazy component: the list's first load does not carry the bulk forms.
 */
export function SelectionBar({ actions: BulkActions }: { actions: BulkActionsComponent }) {
  const { selectedIds, onUnselectItems } = useListContext();
  const resource = useResourceContext() ?? 'customers';
  const translate = useTranslate();
  if (selectedIds.length === 0) return null;
  const count = translate(`pronto.selection.${resource}.count`, { smart_count: selectedIds.length });
  return (
    <Stack component="section" aria-label={count} sx={{ px: 2, py: 1, bgcolor: 'action.selected' }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2 }}>
        <Typography role="status">{count}</Typography>
        <Button label="pronto.selection.clear" onClick={() => onUnselectItems()} />
      </Stack>
      {/* Holds the place of the actions' one row of small buttons (and its margins) while they load: the rows
          below move once, when the bar opens, not again when the actions arrive. */}
      <Suspense
        fallback={
          <Box sx={{ my: 2, minHeight: 31, display: 'flex', alignItems: 'center' }}>
            <LinearProgress sx={{ flex: 1 }} />
          </Box>
        }
      >
        <BulkActions ids={selectedIds as number[]} onDone={() => onUnselectItems()} />
      </Suspense>
    </Stack>
  );
}
