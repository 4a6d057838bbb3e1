import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PageTransition } from '../page-transition';
import { BrandLink } from './brand';
import { LayoutFrame, Main } from './layout-frame';

/** Minimal layout (logo only): the error page's. Renders `children` when given, else the route outlet. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <LayoutFrame layout="default">
      <Box component="header" sx={{ px: { xs: 2, sm: 3 }, py: 2, display: 'flex', justifyContent: 'center' }}>
        <BrandLink />
      </Box>
      <Main sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
        {children ?? <PageTransition />}
      </Main>
    </LayoutFrame>
  );
}
