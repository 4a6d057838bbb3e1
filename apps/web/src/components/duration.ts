import { useTranslation } from 'react-i18next';
import { splitMinutes } from '../lib/format';

/** A length in words: "1 jam 17 menit", "45 menit" (seconds are rounded to whole minutes, at least 1). */
export function useDurationText() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const { hours, minutes } = splitMinutes(Math.max(1, Math.round(seconds / 60)));
    if (hours === 0) return t('catalogue.duration.minutes', { count: minutes });
    if (minutes === 0) return t('catalogue.duration.hours', { count: hours });
    return t('catalogue.duration.hoursMinutes', { hours, minutes });
  };
}
