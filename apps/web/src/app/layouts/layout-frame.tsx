import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { mergeSx } from '../../lib/sx';
import type { LayoutName } from '../../config/route-table';
import { MAIN_ID, SkipLink } from './plain-frame';

export { MAIN_ID } from './plain-frame';

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
        {
          // Clear of the payment simulator banner (`--scola-bottom-inset`, site.css).
          minHeight: 'calc(100dvh - var(--scola-bottom-inset, 0px))',
          display: 'flex',
          flexDirection: 'column',
          bgcolor: 'background.default',
        },
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
