import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MdiIcon } from './mdi-icon';

export interface EmptyStateProps {
  icon: string;
  title: string;
  text?: string;
  /** The ways out (clear the filters, browse something else). */
  actions?: ReactNode;
  headingLevel?: 'h2' | 'h3';
}

/** Nothing to show: why, and what to do next. */
export function EmptyState({ icon, title, text, actions, headingLevel = 'h2' }: EmptyStateProps) {
  return (
    <Paper
      variant="outlined"
      data-empty-state=""
      sx={{
        p: { xs: 3, sm: 5 },
        borderRadius: 3,
        textAlign: 'center',
        display: 'grid',
        justifyItems: 'center',
        gap: 1,
      }}
    >
      <Box
        aria-hidden="true"
        sx={{
          width: 64,
          height: 64,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'action.selected',
          color: 'primary.main',
          mb: 1,
        }}
      >
        <MdiIcon path={icon} sx={{ fontSize: 34 }} />
      </Box>
      <Typography variant="h4" component={headingLevel}>
        {title}
      </Typography>
      {text ? (
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {text}
        </Typography>
      ) : null}
      {actions ? (
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
          {actions}
        </Box>
      ) : null}
    </Paper>
  );
}
