import { Box, type Theme } from '@mui/material';
import { AppBar, LoadingIndicator, LocalesMenuButton, ToggleThemeButton } from 'react-admin';

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

export function ProntoAppBar() {
  return (
    <AppBar
      toolbar={
        <>
          <Box sx={compactOnPhone}>
            <LocalesMenuButton />
          </Box>
          <ToggleThemeButton />
          <LoadingIndicator />
        </>
      }
    />
  );
}
