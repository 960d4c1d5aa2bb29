import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const brand = { palette: { primary: { main: '#00695c' }, secondary: { main: '#37474f' } } };
// react-admin's loading spinners (app bar, lists) have no name: axe's aria-progressbar-name fails while a
// page loads. Every spinner gets one.
const components = { ...defaultLightTheme.components, MuiCircularProgress: { defaultProps: { 'aria-label': 'Loading' } } };

// MUI's error red (#d32f2f) is 4.1:1 on a filled input's grey: a field's label in error failed axe's
// contrast check (the reason field). #c62828 is 4.6:1 there and 5.6:1 on white.
export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  components,
  palette: { ...defaultLightTheme.palette, ...brand.palette, error: { main: '#c62828' } },
};
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  components: { ...defaultDarkTheme.components, MuiCircularProgress: components.MuiCircularProgress },
  palette: { ...defaultDarkTheme.palette, primary: { main: '#4db6ac' }, secondary: { main: '#90a4ae' } },
};
