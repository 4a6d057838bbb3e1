import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface AuthPageFrameProps {
  /** The page's `<h1>`; omitted when the content brings its own heading. */
  title?: string;
  intro?: string;
  children: ReactNode;
}

/** The card of the focused account pages (sign-in, registration, forgotten password): narrow and centred. */
export function AuthPageFrame({ title, intro, children }: AuthPageFrameProps) {
  return (
    <Paper variant="outlined" sx={{ maxWidth: 480, mx: 'auto', p: { xs: 2.5, sm: 4 }, borderRadius: 4 }}>
      {title ? (
        <Typography variant="h2" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}>
          {title}
        </Typography>
      ) : null}
      {intro ? (
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
