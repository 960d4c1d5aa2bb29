/**
 * A record's action bar (customer, loan, card, ticket): its buttons wrap onto more rows as the screen
 * narrows, on a phone too. A sideways-scrolling row (the earlier answer to buttons pushing the record
 * down) cut the last button at the edge ("COL…") and, with every button disabled (a repaid loan), was a
 * scroll region the keyboard could not reach (axe: scrollable-region-focusable).
 */
export const recordActionsSx = {
  flex: '1 1 100%',
  minWidth: 0,
  flexWrap: 'wrap',
  justifyContent: { xs: 'flex-start', sm: 'flex-end' },
  px: { xs: 1, sm: 0.5 },
  '& > *': { flexShrink: 0 },
  '& button, & a': { whiteSpace: 'nowrap' },
} as const;
