import { mdiArrowLeft, mdiDownload, mdiOpenInNew } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { MaterialDetail } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MdiIcon } from '../../../components/mdi-icon';
import { PreviewPurchaseBar } from '../../../components/preview-purchase-bar';
import { paths } from '../../../config/paths';

/** Whether this browser shows PDFs inside the page (`navigator.pdfViewerEnabled`; unknown = assume yes). */
export function canShowPdfInline(): boolean {
  const value = (globalThis.navigator as Navigator | undefined)?.pdfViewerEnabled;
  return value !== false;
}

/**
 * `/materi/preview/{id}`: the free preview pages (a PDF served by the API) read in the page. Browsers without a
 * built-in PDF viewer get a download link instead, with a note saying why. The price and the page's purchase action
 * stay in a bar at the bottom of the screen.
 */
export function MaterialPreviewView({
  material,
  inline = canShowPdfInline(),
}: {
  material: MaterialDetail;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const pages = t('catalogue.material.previewOf', {
    count: material.previewPages,
    total: material.pageCount,
  });
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={RouterLink}
        to={paths.materialDetail(material.id)}
        startIcon={<MdiIcon path={mdiArrowLeft} />}
        sx={{ mb: 2, ml: -1 }}
      >
        {t('catalogue.material.backToDetail')}
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', mb: 2 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="overline" component="p" color="text.secondary">
            {t('catalogue.material.previewOverline')}
          </Typography>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '2rem' } }} data-detail-title="">
            {material.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {pages}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            component="a"
            href={material.previewUrl}
            target="_blank"
            rel="noopener"
            variant="outlined"
            startIcon={<MdiIcon path={inline ? mdiOpenInNew : mdiDownload} />}
          >
            {inline ? t('catalogue.material.openPreview') : t('catalogue.material.downloadPreview')}
          </Button>
        </Box>
      </Box>
      {inline ? (
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
          <Box
            component="iframe"
            src={material.previewUrl}
            title={t('catalogue.material.previewFrame', { title: material.title })}
            data-pdf-preview=""
            sx={{
              display: 'block',
              width: '100%',
              height: { xs: '75vh', md: '80vh' },
              minHeight: 420,
              border: 0,
              bgcolor: '#525659',
            }}
          />
        </Paper>
      ) : (
        <Alert severity="info" data-pdf-fallback="" sx={{ borderRadius: 3 }}>
          {t('catalogue.material.noInlineViewer')}{' '}
          <a href={material.previewUrl} download>
            {t('catalogue.material.downloadPreview')}
          </a>
        </Alert>
      )}
      <PreviewPurchaseBar item={material} />
    </Container>
  );
}
