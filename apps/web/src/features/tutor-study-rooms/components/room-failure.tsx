import { errorDetailsOf, type TutorTimeZone } from '@scola/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../auth/errors';
import { FormFailure } from '../../../components/form-failure';
import { errorCode } from '../../../lib/api-errors';
import { roomTimeText } from './room-time';

/**
 * A refused room change: the code's text and, for `SESSION_OVERLAP`, what it collides with (another room or a
 * class session of the tutor), named and timed in the tutor's zone.
 */
export function RoomFailure({ error, zone }: { error: unknown; zone: TutorTimeZone }) {
  const { t, i18n } = useTranslation();
  if (error === null || error === undefined) return null;
  const conflict =
    errorCode(error) === 'SESSION_OVERLAP' && isApiError(error)
      ? errorDetailsOf('SESSION_OVERLAP', error.details)
      : undefined;
  return (
    <FormFailure error={error}>
      {conflict ? (
        <Typography variant="body2" sx={{ mt: 0.5 }} data-conflict="">
          {'classTitle' in conflict
            ? t('tutorStudyRooms.conflict', {
                classTitle: conflict.classTitle,
                title: conflict.title,
                time: roomTimeText(conflict, zone, i18n.language),
              })
            : t('tutorStudyRooms.conflictRoom', {
                title: conflict.title,
                time: roomTimeText(conflict, zone, i18n.language),
              })}
        </Typography>
      ) : null}
    </FormFailure>
  );
}
