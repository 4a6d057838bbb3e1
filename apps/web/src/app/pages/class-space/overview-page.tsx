import { mdiFileDocumentMultipleOutline, mdiForumOutline, mdiVideoOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { useClassSpaceOutlet } from '../../../features/class-space';

const areas = [
  {
    key: 'files',
    icon: mdiFileDocumentMultipleOutline,
    student: paths.classSpaceFiles,
    tutor: paths.tutorClassSpaceFiles,
  },
  {
    key: 'discussions',
    icon: mdiForumOutline,
    student: paths.classSpaceDiscussions,
    tutor: paths.tutorClassSpaceDiscussions,
  },
  {
    key: 'recordings',
    icon: mdiVideoOutline,
    student: paths.classSpaceRecordings,
    tutor: paths.tutorClassSpaceRecordings,
  },
] as const;

/** `/kelas/detail/:id` (and the tutor's): the class space's overview, with the way into each of its areas. */
export default function ClassSpaceOverviewPage() {
  const { t } = useTranslation();
  const { space, tutorSide } = useClassSpaceOutlet();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { sm: 'repeat(3, 1fr)' },
      }}
    >
      {areas.map((area) => (
        <li key={area.key}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              component={RouterLink}
              to={tutorSide ? area.tutor(space.id) : area.student(space.id)}
              sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
            >
              <MdiIcon path={area.icon} />
              <Box sx={{ flex: 1 }}>
                <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
                  {t(`classSpace.tabs.${area.key}`)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t(`classSpace.areaHints.${area.key}`)}
                </Typography>
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
