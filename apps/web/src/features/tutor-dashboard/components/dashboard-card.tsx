import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router';

/** A titled section of the dashboard with an optional link to the page that holds the whole story. */
export function DashboardCard({
  title,
  link,
  children,
  name,
}: {
  title: string;
  link?: { to: string; label: string };
  children: ReactNode;
  /** `data-dashboard-card` for tests. */
  name: string;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      data-dashboard-card={name}
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontSize: '1.1rem', flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {link ? (
          <Button component={RouterLink} to={link.to} size="small">
            {link.label}
          </Button>
        ) : null}
      </Box>
      {children}
    </Paper>
  );
}
