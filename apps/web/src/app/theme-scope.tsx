import { ThemeProvider } from '@mui/material/styles';
import type { ComponentType, ReactNode } from 'react';
import { QueryScope } from './query-scope';
import { theme } from './theme';

/**
 * The MUI theme, for the parts of the app built with MUI. It is not in the app's providers: the landing page and
 * the public site's header and footer render without the MUI runtime (ADR 0011), and everything else gets the
 * theme here, in the chunk that loads with it (pages, layouts, the error page, lazily loaded menus). The global
 * baseline MUI's `CssBaseline` set lives in `global.css`.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}

/**
 * `Component` inside the theme and the app's query client: whatever is built with MUI may read server data, and
 * neither is in the app's first chunk (ADR 0011, ADR 0057).
 */
export function themed<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Themed(props: P) {
    return (
      <QueryScope>
        <ThemeScope>
          <Component {...props} />
        </ThemeScope>
      </QueryScope>
    );
  }
  Themed.displayName = `Themed(${Component.displayName ?? Component.name})`;
  return Themed;
}
