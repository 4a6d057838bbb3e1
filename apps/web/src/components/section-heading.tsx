import { mdiArrowRight } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from './mdi-icon';

export interface SectionHeadingProps {
  id: string;
  title: string;
  subtitle?: string;
  /** "See all" link. */
  action?: { to: string; label: string };
  component?: 'h2' | 'h3';
}

/** Title of a page section, with an optional "see all" link at its end. */
export function SectionHeading({ id, title, subtitle, action, component = 'h2' }: SectionHeadingProps) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 1, mb: 2 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography id={id} variant={component === 'h2' ? 'h2' : 'h3'} component={component}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {action ? (
        <Button component={RouterLink} to={action.to} endIcon={<MdiIcon path={mdiArrowRight} />}>
          {action.label}
        </Button>
      ) : null}
    </Box>
  );
}
