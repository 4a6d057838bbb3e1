import { mdiHammerWrench, mdiHomeOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from './mdi-icon';
import { paths } from '../config/paths';

export interface PlannedPageProps {
  /** The page's title (already translated). */
  title: string;
  /** The route path pattern (e.g. `/kelas/:id`); exposed as `data-planned-page` for tests. */
  path: string;
}

/** Placeholder of a page that a later issue builds: its title, a friendly "being prepared" note, a way home. */
export function PlannedPage({ title, path }: PlannedPageProps) {
  const { t } = useTranslation();
  return (
    <Box data-planned-page={path} sx={{ px: { xs: 2, sm: 3 }, py: { xs: 4, md: 8 } }}>
      <Paper
        variant="outlined"
        sx={{ maxWidth: 560, mx: 'auto', p: { xs: 3, sm: 5 }, textAlign: 'center', borderRadius: 3 }}
      >
        <Box
          sx={{
            mx: 'auto',
            mb: 2,
            width: 64,
            height: 64,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'action.selected',
            color: 'primary.main',
          }}
        >
          <MdiIcon path={mdiHammerWrench} sx={{ fontSize: 32 }} />
        </Box>
        <Chip label={t('planned.badge')} color="secondary" size="small" sx={{ mb: 2 }} />
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        <Typography variant="h4" component="p" sx={{ mt: 1.5 }}>
          {t('planned.message')}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('planned.description')}
        </Typography>
        <Button
          component={RouterLink}
          to={paths.home()}
          variant="contained"
          startIcon={<MdiIcon path={mdiHomeOutline} />}
          sx={{ mt: 3 }}
        >
          {t('planned.home')}
        </Button>
      </Paper>
    </Box>
  );
}
