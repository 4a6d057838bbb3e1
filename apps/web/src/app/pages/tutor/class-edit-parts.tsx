import type { TutorClassPatch } from '@scola/contracts';
import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useTutorClass, useTutorClassChange } from '../../../features/tutor-classes/api/tutor-classes';

/**
 * A tab of the class editor: the class (loaded by the frame, read from the cache here), a save that answers "saved",
 * and its outcome. Renders nothing until the class is there (the frame shows the loading and error states).
 */
export function useEditorTab() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const item = useTutorClass(id);
  const change = useTutorClassChange();
  const [saved, setSaved] = useState(false);
  const save = async (body: TutorClassPatch, cover?: File) => {
    setSaved(false);
    await change.mutateAsync({ action: 'update', id, body });
    if (cover) await change.mutateAsync({ action: 'sampul', id, file: cover });
    setSaved(true);
  };
  const notice = saved ? (
    <Alert severity="success" sx={{ mb: 2 }} role="status" onClose={() => setSaved(false)}>
      {t('tutorClasses.form.saved')}
    </Alert>
  ) : null;
  return {
    item: item.data,
    change,
    notice,
    save: (body: TutorClassPatch, cover?: File) => void save(body, cover).catch(() => undefined),
  };
}
