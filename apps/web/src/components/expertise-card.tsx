import { mdiArrowRight, mdiSchoolOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CardShell, CardTitleLink } from './card-parts';
import { MdiIcon } from './mdi-icon';

export interface ExpertiseCardProps {
  name: string;
  /** Where the card leads (e.g. `/tutor?keahlian=matematika`). */
  to: string;
  /** A short line under the name (its category, a count…). */
  caption?: string;
  icon?: string;
  headingLevel?: 'h3' | 'h4';
}

/** The expertise card (spec widget): an expertise or subject as a tile leading to its tutors or classes. */
export function ExpertiseCard({
  name,
  to,
  caption,
  icon = mdiSchoolOutline,
  headingLevel = 'h3',
}: ExpertiseCardProps) {
  return (
    <CardShell kind="expertise" direction="row" sx={{ alignItems: 'center', gap: 1.5, p: 1.5 }}>
      <Box
        aria-hidden="true"
        sx={{
          width: 44,
          height: 44,
          flexShrink: 0,
          borderRadius: 2,
          display: 'grid',
          placeItems: 'center',
          bgcolor: '#e3ebfb',
          color: 'primary.dark',
        }}
      >
        <MdiIcon path={icon} />
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <CardTitleLink to={to} component={headingLevel} lines={1} size="small">
          {name}
        </CardTitleLink>
        {caption ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {caption}
          </Typography>
        ) : null}
      </Box>
      <MdiIcon path={mdiArrowRight} aria-hidden="true" sx={{ color: 'primary.main' }} />
    </CardShell>
  );
}
