import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminTutor } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { formatShortDate } from '../../../lib/format';
import { TutorStatusChip } from './status-chips';
import { RowLinks } from './tutor-table';

/** The tutor list on phones and tablets: one card per tutor (the table needs a wider screen). */
export function TutorCards({
  tutors,
  onOpenApplication,
}: {
  tutors: readonly AdminTutor[];
  onOpenApplication: (id: string) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Box
      component="ul"
      aria-label={t('adminTutors.list.tableLabel')}
      sx={{ display: { xs: 'block', md: 'none' }, listStyle: 'none', m: 0, p: 0 }}
    >
      {tutors.map((tutor) => (
        <Paper
          key={tutor.id}
          component="li"
          variant="outlined"
          sx={{ p: 1.5, mb: 1 }}
          data-tutor-card={tutor.id}
        >
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <PersonAvatar name={tutor.name} photoUrl={tutor.photoUrl} size={40} />
            <Box sx={{ flex: 1, minWidth: 0, wordBreak: 'break-word' }}>
              <Typography variant="body2" component="h3" sx={{ fontWeight: 600 }}>
                {tutor.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {tutor.email}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
                <TutorStatusChip status={tutor.status} />
                {tutor.submittedAt ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('adminTutors.list.submittedOn', {
                      date: formatShortDate(tutor.submittedAt, i18n.language),
                    })}
                  </Typography>
                ) : null}
                {tutor.classCount > 0 ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('adminTutors.list.classCount', { count: tutor.classCount })}
                  </Typography>
                ) : null}
              </Box>
            </Box>
          </Box>
          <Box sx={{ mt: 1 }}>
            <RowLinks tutor={tutor} onOpenApplication={onOpenApplication} />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
