import { mdiArrowLeft, mdiOpenInNew } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { DataAnswer, DownloadLink } from '@scola/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuthClient } from '../../../auth/react';
import { MdiIcon } from '../../../components/mdi-icon';
import { paths } from '../../../config/paths';
import { useSavedItem } from '../api/offline';
import { offlineLibrary } from '../offline-instance';
import { offlineKeys } from '../query-keys';
import { SaveOfflineButton } from './save-offline-button';

/** Whether this browser shows PDFs inside the page (unknown = assume yes). */
const showsPdfInline = () => (globalThis.navigator as Navigator | undefined)?.pdfViewerEnabled !== false;

/**
 * The PDF of an owned material: the saved copy when there is one (read from Cache Storage, so it opens with the
 * network off and without a service worker), else the full file through a short-lived link.
 */
function usePdf(materialId: string) {
  const auth = useAuthClient();
  const saved = useSavedItem('material', materialId);
  const version = saved.item?.version ?? 'online';
  const query = useQuery({
    queryKey: [...offlineKeys.all, 'pdf', materialId, version],
    queryFn: async ({ signal }): Promise<{ blob: Blob; offline: boolean }> => {
      const copy = saved.item ? await offlineLibrary().blobOf(saved.item) : undefined;
      if (copy) return { blob: copy, offline: true };
      const link = await auth.request<DataAnswer<DownloadLink>>(`/koleksi/materi/${materialId}/unduh`, {
        method: 'POST',
        signal,
      });
      const response = await fetch(link.data.url, { signal });
      if (!response.ok) throw new Error(`PDF answered ${response.status}`);
      return { blob: await response.blob(), offline: false };
    },
    enabled: !saved.isPending,
    networkMode: 'always',
    gcTime: 0,
    retry: false,
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data?.blob;
  useEffect(() => {
    if (!blob) return undefined;
    const objectUrl = URL.createObjectURL(blob);
    // The object URL is an outside resource: made here with the blob, revoked when the blob goes.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return { query, url, saved };
}

/** `/beranda/koleksi-materi?baca={id}`: reads an owned material's full PDF in the page, saved for offline or not. */
export function MaterialReader({ materialId, title }: { materialId: string; title: string | undefined }) {
  const { t } = useTranslation();
  const { query, url, saved } = usePdf(materialId);
  const name = saved.item?.title ?? title ?? '';
  const inline = showsPdfInline();
  const offline = globalThis.navigator?.onLine === false;
  return (
    <Box sx={{ display: 'grid', gap: 2 }} data-material-reader={materialId}>
      <Box>
        <Button
          component={RouterLink}
          to={paths.materialCollection()}
          startIcon={<MdiIcon path={mdiArrowLeft} />}
          sx={{ ml: -1, mb: 1 }}
        >
          {t('offline.viewer.back')}
        </Button>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }}>
          {name || <Skeleton width="60%" />}
        </Typography>
      </Box>
      {name ? (
        <SaveOfflineButton
          kind="material"
          id={materialId}
          title={name}
          owner={{ itemType: 'materi', itemId: materialId }}
          courseId={null}
        />
      ) : null}
      {query.data?.offline ? <Alert severity="success">{t('offline.viewer.fromOffline')}</Alert> : null}
      {query.isError ? (
        <Alert
          severity={offline ? 'info' : 'error'}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('offline.viewer.retry')}
            </Button>
          }
        >
          {offline ? t('offline.viewer.unavailable') : t('offline.viewer.failed')}
        </Alert>
      ) : null}
      {url && inline ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Box
            component="iframe"
            src={url}
            title={t('offline.viewer.frame', { title: name })}
            data-offline-pdf={query.data?.offline ? 'saved' : 'online'}
            sx={{
              display: 'block',
              width: '100%',
              height: { xs: '75vh', md: '80vh' },
              minHeight: 420,
              border: 0,
            }}
          />
        </Paper>
      ) : null}
      {url && !inline ? (
        <Alert severity="info">
          {t('offline.viewer.noInline')}{' '}
          <Button
            component="a"
            href={url}
            download={`${name || 'materi'}.pdf`}
            startIcon={<MdiIcon path={mdiOpenInNew} />}
            data-offline-pdf={query.data?.offline ? 'saved' : 'online'}
          >
            {t('offline.viewer.openPdf')}
          </Button>
        </Alert>
      ) : null}
      {!url && !query.isError ? <Skeleton variant="rounded" height={420} /> : null}
    </Box>
  );
}
