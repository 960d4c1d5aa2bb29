import { Box, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, TitlePortal, ToggleThemeButton } from 'react-admin';

/**
 * react-admin's app bar with its own buttons; on a phone the language button keeps its icon and drops
 * its word, so the page title is not cut to a few letters ("titles are cut" at 375 px).
 */
const compactOnPhone = (theme: Theme) => ({
  display: 'contents',
  [theme.breakpoints.down('sm')]: {
    '& .MuiButton-root': { fontSize: 0, minWidth: 0 },
    '& .MuiButton-startIcon': { mr: 0 },
  },
});

/** On a phone the page title takes two lines in a smaller size rather than being cut ("Customer Lenn"). */
const titleOnPhone = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    fontSize: '1rem',
    lineHeight: 1.25,
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    display: '-webkit-box',
    WebkitLineClamp: 2,
    WebkitBoxOrient: 'vertical',
  },
});

/** Always on screen: hiding it on scroll needs a scroll listener whose first read forced a layout at mount. */
export function ProntoAppBar() {
  return (
    <AppBar
      alwaysOn
      toolbar={
        <>
          <Box sx={compactOnPhone}>
            <LocalesMenuButton />
          </Box>
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    >
      <TitlePortal sx={titleOnPhone} />
    </AppBar>
  );
}
