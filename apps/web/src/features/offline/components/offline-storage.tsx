import { mdiCloudDownloadOutline, mdiDeleteOutline, mdiFilePdfBox, mdiPlayCircleOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthClient } from '../../../auth/react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-errors';
import { formatBytes, formatDate } from '../../../lib/format';
import { useOfflineUserId, useRemoveOffline, useSavedItems, useStorageEstimate } from '../api/offline';
import { reconcileOffline } from '../hooks/use-offline-sync';
import type { SavedItem } from '../offline-store';
import { offlineKeys } from '../query-keys';

/** Where a saved file opens: the material reader, or the lesson in the course player. */
const openPathOf = (item: SavedItem) =>
  item.kind === 'material'
    ? paths.materialCollection({ baca: item.id })
    : paths.skillCourseCollection({ kursus: item.courseId, pelajaran: item.id });

/** Once per visit (when online): copies the user no longer owns are removed before the list is shown. */
function useReconcileOnOpen() {
  const auth = useAuthClient();
  const userId = useOfflineUserId();
  const client = useQueryClient();
  useEffect(() => {
    if (!userId || globalThis.navigator?.onLine === false) return;
    void reconcileOffline(auth, userId)
      .then((removed) => (removed > 0 ? client.invalidateQueries({ queryKey: offlineKeys.all }) : undefined))
      .catch(() => undefined);
  }, [auth, client, userId]);
}

function SavedRow({ item, onRemove, busy }: { item: SavedItem; onRemove: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation();
  const isMaterial = item.kind === 'material';
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, borderRadius: 3, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
      data-offline-item={item.key}
    >
      <MdiIcon
        path={isMaterial ? mdiFilePdfBox : mdiPlayCircleOutline}
        aria-hidden="true"
        sx={{ color: 'primary.main', fontSize: 32 }}
      />
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.title}</Typography>
        <Typography variant="body2" color="text.secondary">
          {isMaterial ? t('offline.storage.kindMaterial') : t('offline.storage.kindLesson')} ·{' '}
          {formatBytes(item.sizeBytes, i18n.language)} ·{' '}
          {t('offline.storage.savedOn', { date: formatDate(item.savedAt, i18n.language) })}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button
          component={RouterLink}
          to={openPathOf(item)}
          variant="outlined"
          aria-label={t('offline.storage.openNamed', { title: item.title })}
        >
          {t('offline.storage.open')}
        </Button>
        <Button
          color="error"
          startIcon={<MdiIcon path={mdiDeleteOutline} />}
          onClick={onRemove}
          loading={busy}
          aria-label={t('offline.removeNamed', { title: item.title })}
        >
          {t('offline.remove')}
        </Button>
      </Box>
    </Paper>
  );
}

/** `/beranda/offline`: the files saved on this device, their sizes, the browser's allowance, and removal. */
export function OfflineStorage({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const listId = useId();
  useReconcileOnOpen();
  const saved = useSavedItems();
  const estimate = useStorageEstimate();
  const remove = useRemoveOffline();
  const [confirming, setConfirming] = useState(false);
  const items = saved.data ?? [];
  const total = items.reduce((sum, item) => sum + item.sizeBytes, 0);
  const size = (bytes: number) => formatBytes(bytes, i18n.language);
  const { usage, quota } = estimate.data ?? { usage: null, quota: null };

  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-offline-storage="">
      <Box>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('offline.storage.intro')}
        </Typography>
      </Box>
      {saved.isPending ? <Skeleton variant="rounded" height={96} /> : null}
      {saved.isError ? <Alert severity="error">{errorText(t, saved.error)}</Alert> : null}
      {saved.isSuccess && items.length === 0 ? (
        <EmptyState
          icon={mdiCloudDownloadOutline}
          title={t('offline.storage.emptyTitle')}
          text={t('offline.storage.emptyText')}
          actions={
            <>
              <Button component={RouterLink} to={paths.materialCollection()} variant="contained">
                {t('offline.storage.toMaterials')}
              </Button>
              <Button component={RouterLink} to={paths.skillCourseCollection()} variant="outlined">
                {t('offline.storage.toCourses')}
              </Button>
            </>
          }
        />
      ) : null}
      {items.length > 0 ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 240px' }}>
              <Typography
                id={listId}
                variant="h4"
                component="h2"
                sx={{ fontWeight: 700 }}
                data-offline-total=""
              >
                {t('offline.storage.total', { count: items.length, size: size(total) })}
              </Typography>
              {usage !== null && quota !== null ? (
                <Typography variant="body2" color="text.secondary">
                  {t('offline.storage.estimate', { usage: size(usage), quota: size(quota) })}
                </Typography>
              ) : null}
            </Box>
            <Button
              color="error"
              variant="outlined"
              startIcon={<MdiIcon path={mdiDeleteOutline} />}
              onClick={() => setConfirming(true)}
            >
              {t('offline.storage.removeAll')}
            </Button>
          </Box>
          <Box
            component="ul"
            aria-labelledby={listId}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
          >
            {items.map((item) => (
              <SavedRow
                key={item.key}
                item={item}
                busy={remove.isPending && remove.variables.includes(item)}
                onRemove={() => remove.mutate([item])}
              />
            ))}
          </Box>
        </Box>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('offline.storage.confirmTitle')}
        text={t('offline.storage.confirmText', { count: items.length, size: size(total) })}
        confirmLabel={t('offline.storage.removeAll')}
        cancelLabel={t('offline.storage.cancel')}
        destructive
        busy={remove.isPending}
        onConfirm={() => remove.mutate(items, { onSettled: () => setConfirming(false) })}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
