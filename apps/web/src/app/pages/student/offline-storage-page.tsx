import { useTranslation } from 'react-i18next';
import { OfflineStorage } from '../../../features/offline/components/offline-storage';

/** `/beranda/offline`: what the student saved for offline on this device (ADR 0054). */
export default function OfflineStoragePage() {
  const { t } = useTranslation();
  return <OfflineStorage title={t('pages.offlineStorage')} />;
}
