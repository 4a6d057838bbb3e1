import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';

export interface SectionAction {
  to: string;
  label: string;
}

export interface EmptySectionProps {
  title: string;
  icon: string;
  emptyTitle: string;
  emptyText: string;
  actions: readonly SectionAction[];
}

/** A dashboard section with nothing in it yet: what will appear here, and where to start. */
export function EmptySection({ title, icon, emptyTitle, emptyText, actions }: EmptySectionProps) {
  const id = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: 3 }}
    >
      <Typography id={id} variant="h3" component="h2">
        {title}
      </Typography>
      <Box sx={{ mt: 2.5, display: 'grid', justifyItems: 'center', textAlign: 'center', gap: 1, py: 2 }}>
        <Box
          aria-hidden="true"
          sx={{
            width: 56,
            height: 56,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
          }}
        >
          <MdiIcon path={icon} sx={{ fontSize: 30 }} />
        </Box>
        <Typography variant="h4" component="p">
          {emptyTitle}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {emptyText}
        </Typography>
        <Box sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
          {actions.map((action, index) => (
            <Button
              key={action.to}
              component={RouterLink}
              to={action.to}
              variant={index === 0 ? 'contained' : 'outlined'}
            >
              {action.label}
            </Button>
          ))}
        </Box>
      </Box>
    </Paper>
  );
}
