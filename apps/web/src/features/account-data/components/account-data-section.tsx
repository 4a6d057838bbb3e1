import { mdiAccountRemoveOutline, mdiDownload } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { useDownloadMyData } from '../api/account-data';
import { DeleteAccountDialog } from './delete-account-dialog';

/**
 * "Data dan akun" on `/pengaturan`: the account rights of UU PDP (ADR 0051), download my data as a JSON file and
 * delete my account (a dialog says what it means and asks for the password first).
 */
export function AccountDataSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={headingId}
      data-testid="account-data"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}
    >
      <Typography id={headingId} variant="h6" component="h2">
        {t('accountData.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('accountData.export.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('accountData.export.intro')}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            onClick={() => download.mutate()}
            loading={download.isPending}
            loadingPosition="start"
            startIcon={<MdiIcon path={mdiDownload} />}
          >
            {download.isPending ? t('accountData.export.preparing') : t('accountData.export.button')}
          </Button>
        </Box>
        <Typography role="status" variant="body2" color="text.secondary">
          {download.isSuccess ? t('accountData.export.done') : ''}
        </Typography>
        <FormFailure error={download.error ?? undefined} sx={{ mb: 0 }} />
      </Box>
      <Divider />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('accountData.delete.heading')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('accountData.delete.summary')}
        </Typography>
        <Box>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setDeleting(true)}
            startIcon={<MdiIcon path={mdiAccountRemoveOutline} />}
          >
            {t('accountData.delete.button')}
          </Button>
        </Box>
      </Box>
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} />
    </Paper>
  );
}
