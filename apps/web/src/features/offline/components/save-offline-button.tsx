import { mdiCheckCircle, mdiCloudDownloadOutline, mdiDeleteOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorText } from '../../../lib/api-errors';
import { formatBytes } from '../../../lib/format';
import { useOfflineFileInfo, useRemoveOffline, useSaveOffline, useSavedItem } from '../api/offline';
import { OfflineSaveError } from '../offline-library';
import type { OfflineKind, SavedItem } from '../offline-store';

/** The student's words for a failed save: a full disk, no network, or the API's refusal. */
export function saveErrorText(t: TFunction, error: unknown): string {
  if (error instanceof OfflineSaveError) return t(`offline.errors.${error.reason}`);
  return errorText(t, error);
}

export interface SaveOfflineButtonProps {
  kind: OfflineKind;
  id: string;
  title: string;
  owner: SavedItem['owner'];
  /** A lesson's course (null for a material). */
  courseId: string | null;
  /** A lesson's signed video URL (a material asks the API for a download link). */
  sourceUrl?: string;
}

/**
 * "Save for offline" for an owned file: its size before saving, a progress bar while it downloads, then "Saved
 * offline · size" with a remove button (ADR 0054).
 */
export function SaveOfflineButton({ kind, id, title, owner, courseId, sourceUrl }: SaveOfflineButtonProps) {
  const { t, i18n } = useTranslation();
  const saved = useSavedItem(kind, id);
  // Also asked when a copy is saved: a different version on the server means the copy is outdated (ADR 0058).
  const info = useOfflineFileInfo(kind, id, courseId, !saved.isPending);
  const save = useSaveOffline();
  const remove = useRemoveOffline();
  const size = (bytes: number) => formatBytes(bytes, i18n.language);

  const request = () =>
    save.mutate({ kind, id, title, owner, courseId, ...(sourceUrl ? { sourceUrl } : {}) });
  const newer = saved.item && info.data && info.data.version !== saved.item.version ? info.data : undefined;

  let body;
  if (saved.item && !save.isPending) {
    const item = saved.item;
    body = (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="body2"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            color: 'success.dark',
            fontWeight: 500,
          }}
        >
          <MdiIcon path={mdiCheckCircle} aria-hidden="true" fontSize="small" />
          {t('offline.saved', { size: size(item.sizeBytes) })}
        </Typography>
        {newer ? (
          <>
            <Typography variant="body2" sx={{ fontWeight: 500 }} data-offline-outdated="">
              {t('offline.newVersion')}
            </Typography>
            <Button
              size="small"
              variant="outlined"
              startIcon={<MdiIcon path={mdiCloudDownloadOutline} />}
              onClick={request}
              aria-label={t('offline.updateNamed', { title, size: size(newer.sizeBytes) })}
            >
              {t('offline.update')}
            </Button>
          </>
        ) : null}
        <Button
          size="small"
          color="inherit"
          startIcon={<MdiIcon path={mdiDeleteOutline} />}
          loading={remove.isPending}
          onClick={() => remove.mutate([item])}
          aria-label={t('offline.removeNamed', { title })}
        >
          {t('offline.remove')}
        </Button>
      </Box>
    );
  } else if (save.isPending) {
    const percent = save.progress ?? 0;
    body = (
      <Box sx={{ width: '100%', maxWidth: 280 }}>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('offline.savingNamed', { title })}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} aria-live="polite">
          {t('offline.saving', { percent })}
        </Typography>
      </Box>
    );
  } else {
    const bytes = info.data?.sizeBytes;
    body = (
      <Button
        variant="outlined"
        startIcon={<MdiIcon path={mdiCloudDownloadOutline} />}
        loading={saved.isPending || info.isPending}
        disabled={info.isError}
        onClick={request}
        {...(bytes === undefined
          ? {}
          : { 'aria-label': t('offline.saveNamed', { title, size: size(bytes) }) })}
      >
        {bytes === undefined ? t('offline.save') : t('offline.saveSized', { size: size(bytes) })}
      </Button>
    );
  }
  const state = save.isPending ? 'saving' : saved.item ? (newer ? 'outdated' : 'saved') : 'idle';
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }} data-offline-save={state}>
      {body}
      {save.isError && (!saved.item || newer) ? (
        <Alert severity="error" role="alert">
          {saveErrorText(t, save.error)}
        </Alert>
      ) : null}
      {info.isError && !saved.item ? (
        <Typography variant="body2" color="text.secondary">
          {t('offline.errors.info')}
        </Typography>
      ) : null}
    </Box>
  );
}
