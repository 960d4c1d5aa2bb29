import type { ReactNode } from 'react';
import { Box } from '@mui/material';

/**
 * A table wider than a phone (375 px) scrolls sideways on its own instead of the page: the record's
 * fields above it stay in place. Focusable, so the keyboard can scroll it too (axe's
 * scrollable-region-focusable).
 */
export function TableScroller({ children }: { children: ReactNode }) {
  return (
    <Box tabIndex={0} sx={{ overflowX: 'auto', width: '100%', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
      {children}
    </Box>
  );
}
