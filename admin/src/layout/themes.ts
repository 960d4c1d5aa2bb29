import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const brand = { palette: { primary: { main: '#00695c' }, secondary: { main: '#37474f' } } };

export const lightTheme: RaThemeOptions = { ...defaultLightTheme, palette: { ...defaultLightTheme.palette, ...brand.palette } };
export const darkTheme: RaThemeOptions = {
  ...defaultDarkTheme,
  palette: { ...defaultDarkTheme.palette, primary: { main: '#4db6ac' }, secondary: { main: '#90a4ae' } },
};
