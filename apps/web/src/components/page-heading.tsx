import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The heading of a page in the admin and buying areas: `<h1>`, a line of intro, an optional action. */
export function PageHeading({ title, intro, action }: { title: string; intro?: string; action?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', flexWrap: 'wrap', mb: 3 }}>
      <Box sx={{ flex: 1, minWidth: 220 }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        {intro ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {intro}
          </Typography>
        ) : null}
      </Box>
      {action}
    </Box>
  );
}
