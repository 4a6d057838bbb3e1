import type { StudyRoomTemplate } from '@scola/contracts';
import { mdiAccountMultipleOutline, mdiClockOutline, mdiFileOutline, mdiCalendarClock } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { priceText, subjectText } from './room-facts';

function Fact({ icon, text }: { icon: string; text: string }) {
  return (
    <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <MdiIcon path={icon} fontSize="small" color="action" />
      <Typography variant="body2">{text}</Typography>
    </Box>
  );
}

/** One master: what it holds and what the tutor does with it (make rooms, edit, delete or archive). */
export function TemplateCard({
  template,
  onDelete,
}: {
  template: StudyRoomTemplate;
  onDelete: (template: StudyRoomTemplate) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      data-template-card={template.id}
      sx={{ p: 2, borderRadius: 2, display: 'flex', flexDirection: 'column', gap: 1.25, height: '100%' }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip
          size="small"
          color="primary"
          variant="outlined"
          label={subjectText(t, template.subject, template.grade)}
        />
        <Chip
          size="small"
          color={template.price === 0 ? 'success' : 'default'}
          label={priceText(t, template.price)}
        />
        {template.archived ? <Chip size="small" label={t('tutorStudyRooms.templates.archivedChip')} /> : null}
      </Box>
      <Typography
        id={titleId}
        variant="h3"
        sx={{ fontSize: '1.1rem', fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {template.title}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}>
        <Fact
          icon={mdiClockOutline}
          text={t('tutorStudyRooms.durationText', { count: template.durationMinutes })}
        />
        <Fact
          icon={mdiAccountMultipleOutline}
          text={t('tutorStudyRooms.capacityText', { count: template.capacity })}
        />
        <Fact icon={mdiFileOutline} text={t('tutorStudyRooms.filesText', { count: template.files.length })} />
        <Fact
          icon={mdiCalendarClock}
          text={t('tutorStudyRooms.upcomingRoomsText', { count: template.upcomingRoomCount })}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 'auto', pt: 1 }}>
        {template.archived ? null : (
          <Button
            component={RouterLink}
            to={paths.tutorAddStudyRoom({ master: template.id })}
            variant="contained"
            size="small"
          >
            {t('tutorStudyRooms.templates.makeRoom')}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={paths.tutorAddStudyRoomTemplate({ id: template.id })}
          size="small"
          aria-label={t('tutorStudyRooms.templates.editLabel', { title: template.title })}
        >
          {t('tutorStudyRooms.templates.edit')}
        </Button>
        {template.archived ? null : (
          <Button
            size="small"
            color="error"
            onClick={() => onDelete(template)}
            aria-label={t('tutorStudyRooms.templates.deleteLabel', { title: template.title })}
          >
            {t('tutorStudyRooms.templates.delete')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}
