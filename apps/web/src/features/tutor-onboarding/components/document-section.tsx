import type { TutorDocument, TutorDocumentKind } from '@scola/contracts';
import { mdiDeleteOutline, mdiFileDocumentOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorText } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/format';
import { useUploadDocument } from '../api/tutor-application';
import { FileButton } from './file-button';

/** `application/pdf` → `PDF`, `image/jpeg` → `JPG`. */
const typeOf = (mime: string) => (mime === 'image/jpeg' ? 'JPG' : (mime.split('/')[1] ?? mime).toUpperCase());

/** What the server takes (upload kind `document`). */
const ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png';

/** One kind of document: what is uploaded, a way to add (or replace) one, the server's refusal of a wrong file. */
export function DocumentSection({
  kind,
  documents,
  missing,
  onRemove,
}: {
  kind: TutorDocumentKind;
  documents: TutorDocument[];
  missing: boolean;
  onRemove: (document: TutorDocument, title: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const upload = useUploadDocument();
  const single = kind !== 'sertifikat';
  const label = t(`tutorOnboarding.documents.kinds.${kind}`);
  const action =
    single && documents.length > 0
      ? t('tutorOnboarding.documents.replace')
      : t('tutorOnboarding.documents.upload');
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      data-document-kind={kind}
      sx={{ p: 2, borderRadius: 3, borderColor: missing ? 'error.main' : undefined }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {label}
            {single ? '' : ` ${t('tutorOnboarding.documents.optional')}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t(`tutorOnboarding.documents.hints.${kind}`)}
          </Typography>
        </Box>
        <FileButton
          accept={ACCEPT}
          busy={upload.isPending}
          inputName={`document-input-${kind}`}
          onFile={(file) => upload.mutate({ kind, file })}
        >
          {action}
        </FileButton>
      </Box>
      {upload.isError ? (
        <Alert severity="error" sx={{ mt: 1.5 }} data-upload-error={kind}>
          {errorText(t, upload.error)} {t('tutorOnboarding.documents.rules')}
        </Alert>
      ) : null}
      {documents.length > 0 ? (
        <List dense disablePadding sx={{ mt: 1 }}>
          {documents.map((document, index) => {
            // The server names files by their kind: certificates are told apart by their number and type.
            const title = single
              ? label
              : t('tutorOnboarding.documents.numbered', { label, number: index + 1 });
            return (
              <ListItem
                key={document.id}
                disableGutters
                data-document=""
                secondaryAction={
                  <IconButton
                    edge="end"
                    aria-label={t('tutorOnboarding.documents.remove', { name: title })}
                    onClick={() => onRemove(document, title)}
                  >
                    <MdiIcon path={mdiDeleteOutline} />
                  </IconButton>
                }
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <MdiIcon path={mdiFileDocumentOutline} />
                </ListItemIcon>
                <ListItemText
                  primary={title}
                  secondary={t('tutorOnboarding.documents.uploadedAt', {
                    type: typeOf(document.mime),
                    date: formatDate(document.createdAt, i18n.language),
                  })}
                />
              </ListItem>
            );
          })}
        </List>
      ) : (
        <Typography variant="body2" color={missing ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
          {missing ? t('tutorOnboarding.documents.needed') : t('tutorOnboarding.documents.none')}
        </Typography>
      )}
    </Paper>
  );
}
