import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mergeSx } from '../../lib/sx';
import type { LayoutName } from '../route-table';

export const MAIN_ID = 'main';

/** "Skip to content": a real link, but handled here because `#main` would be read as a route by the hash router. */
function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="skip-link" href={`#${MAIN_ID}`} onClick={onClick}>
      {t('a11y.skipToContent')}
    </a>
  );
}

export interface LayoutFrameProps {
  layout: LayoutName;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** Root element of every layout: carries `data-layout` and the skip link. */
export function LayoutFrame({ layout, children, sx }: LayoutFrameProps) {
  return (
    <Box
      data-layout={layout}
      sx={mergeSx(
        { minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' },
        sx,
      )}
    >
      <SkipLink />
      {children}
    </Box>
  );
}

export interface MainProps {
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** The `<main id="main">` landmark (focusable, so the skip link can move focus to it). */
export function Main({ children, sx }: MainProps) {
  return (
    <Box
      component="main"
      id={MAIN_ID}
      tabIndex={-1}
      sx={mergeSx({ flex: 1, minWidth: 0, outline: 'none' }, sx)}
    >
      {children}
    </Box>
  );
}
