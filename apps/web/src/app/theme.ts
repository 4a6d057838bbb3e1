import { createTheme } from '@mui/material/styles';

/**
 * Material look with WCAG AA contrast: every text/background pair used below is at least 4.5:1
 * (primary #1746a2 on white 8.6:1; white on secondary #8a4b00 6.8:1; text.secondary #4a5361 on white 7.8:1;
 * dark text on the warning yellow #ffc94d 10.8:1).
 */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#1746a2', light: '#4a6fc4', dark: '#0d2f73', contrastText: '#ffffff' },
    secondary: { main: '#8a4b00', light: '#b86a12', dark: '#5c3100', contrastText: '#ffffff' },
    warning: { main: '#ffc94d', contrastText: '#1d1d1d' },
    background: { default: '#f6f8fc', paper: '#ffffff' },
    text: { primary: '#1b1f27', secondary: '#4a5361' },
    divider: '#dfe3eb',
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: {
      fontSize: 'clamp(2rem, 5vw, 3.25rem)',
      fontWeight: 700,
      lineHeight: 1.15,
      letterSpacing: '-0.01em',
    },
    h2: { fontSize: 'clamp(1.5rem, 3.2vw, 2.125rem)', fontWeight: 700, lineHeight: 1.2 },
    h3: { fontSize: '1.375rem', fontWeight: 500, lineHeight: 1.3 },
    h4: { fontSize: '1.25rem', fontWeight: 500 },
    button: { textTransform: 'none', fontWeight: 500 },
    overline: { fontWeight: 500, letterSpacing: '0.08em' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
