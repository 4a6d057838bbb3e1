import { mdiPlus } from '@mdi/js';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { PageHeading } from '../../../components/page-heading';
import { paths } from '../../../config/paths';
import { TemplateList } from '../../../features/tutor-study-rooms/components/template-list';

/** `/tutor/master-study-room`: the tutor's study-room masters, the templates rooms are made from. */
export default function TutorStudyRoomTemplatesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading
        title={t('pages.tutorStudyRoomTemplates')}
        intro={t('tutorStudyRooms.templates.intro')}
        action={
          <Button
            component={RouterLink}
            to={paths.tutorAddStudyRoomTemplate()}
            variant="contained"
            startIcon={<MdiIcon path={mdiPlus} />}
          >
            {t('tutorStudyRooms.templates.add')}
          </Button>
        }
      />
      <TemplateList />
    </>
  );
}
