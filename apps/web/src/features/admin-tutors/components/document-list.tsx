import { mdiFilePdfBox, mdiOpenInNew } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TutorDocument } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';

/** One document: an image is shown inline, a PDF opens in a new tab (both through its short-lived signed link). */
function DocumentItem({ document }: { document: TutorDocument }) {
  const { t } = useTranslation();
  const kind = t(`adminTutors.documentKinds.${document.kind}`);
  const image = document.mime.startsWith('image/');
  return (
    <Paper component="li" variant="outlined" sx={{ p: 1.5, mb: 1 }} data-document-kind={document.kind}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: image ? 1 : 0 }}>
        {image ? null : <MdiIcon path={mdiFilePdfBox} />}
        <Box sx={{ flex: '1 1 10rem', minWidth: 0, wordBreak: 'break-word' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {kind}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {document.fileName}
          </Typography>
        </Box>
        {document.url ? (
          <Button
            size="small"
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            endIcon={<MdiIcon path={mdiOpenInNew} fontSize="small" />}
            aria-label={t('adminTutors.detail.openDocument', { kind, name: document.fileName })}
          >
            {t(image ? 'adminTutors.detail.openImage' : 'adminTutors.detail.openPdf')}
          </Button>
        ) : null}
      </Box>
      {image && document.url ? (
        <Box
          component="img"
          src={document.url}
          alt={t('adminTutors.detail.documentImage', { kind })}
          sx={{
            display: 'block',
            maxWidth: '100%',
            maxHeight: 320,
            borderRadius: 1,
            bgcolor: 'action.hover',
          }}
        />
      ) : null}
    </Paper>
  );
}

/** The application's documents (identity card, diploma, certificates). */
export function DocumentList({ documents }: { documents: readonly TutorDocument[] }) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ mb: 1 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {t('adminTutors.detail.documents')}
      </Typography>
      {documents.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('adminTutors.detail.noDocuments')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {documents.map((document) => (
            <DocumentItem key={document.id} document={document} />
          ))}
        </Box>
      )}
    </Box>
  );
}
