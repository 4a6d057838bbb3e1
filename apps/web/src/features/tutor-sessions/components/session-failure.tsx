import type { TutorTimeZone } from '@scola/contracts';
import { errorDetailsOf } from '@scola/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../auth/errors';
import { FormFailure } from '../../../components/form-failure';
import { errorCode } from '../../../lib/api-errors';
import { zonedSessionTime } from './zoned-time';

/**
 * A refused change: the code's text and, for `SESSION_OVERLAP`, the tutor's session it collides with (possibly of
 * another class) or their study room, in the tutor's zone.
 */
export function SessionFailure({ error, zone }: { error: unknown; zone: TutorTimeZone }) {
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
            ? t('tutorSessions.conflict', {
                classTitle: conflict.classTitle,
                title: conflict.title,
                time: zonedSessionTime(conflict, zone, i18n.language),
              })
            : t('tutorSessions.conflictStudyRoom', {
                title: conflict.title,
                time: zonedSessionTime(conflict, zone, i18n.language),
              })}
        </Typography>
      ) : null}
    </FormFailure>
  );
}
