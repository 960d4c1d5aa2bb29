/**
 * A record's action bar (customer, loan, card, ticket): it wraps on wider screens; on a phone it is one
 * row that scrolls sideways, instead of three rows of buttons pushing the record down.
 */
export const recordActionsSx = {
  flex: '1 1 100%',
  minWidth: 0,
  flexWrap: { xs: 'nowrap', sm: 'wrap' },
  overflowX: { xs: 'auto', sm: 'visible' },
  justifyContent: { xs: 'flex-start', sm: 'flex-end' },
  '& > *': { flexShrink: 0 },
  '& button, & a': { whiteSpace: 'nowrap' },
} as const;
