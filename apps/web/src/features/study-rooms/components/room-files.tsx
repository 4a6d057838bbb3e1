import { mdiDownload, mdiFileDocumentOutline, mdiLockOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StudyRoomFile } from '@scola/contracts';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatBytes, intlLocale } from '../../../lib/format';

/**
 * The room's materials. The API signs a file's link only for the tutor and the participants; everyone else sees
 * the names (what they would get) and why they cannot download yet.
 */
export function RoomFiles({ files }: { files: readonly StudyRoomFile[] }) {
  const { t, i18n } = useTranslation();
  if (files.length === 0)
    return <Typography color="text.secondary">{t('studyRooms.room.noFiles')}</Typography>;
  const locked = files.some((file) => file.url === null);
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {files.map((file) => (
          <Box
            component="li"
            key={file.id}
            data-room-file={file.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              p: 1.5,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              minWidth: 0,
            }}
          >
            <MdiIcon path={mdiFileDocumentOutline} sx={{ color: 'primary.main', flexShrink: 0 }} />
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{file.name}</Typography>
              <Typography variant="body2" color="text.secondary">
                {formatBytes(file.byteSize, intlLocale(i18n.language))}
              </Typography>
            </Box>
            {file.url ? (
              <Button
                component="a"
                href={file.url}
                download={file.name}
                target="_blank"
                rel="noopener"
                size="small"
                variant="outlined"
                startIcon={<MdiIcon path={mdiDownload} />}
                aria-label={t('studyRooms.room.download', { name: file.name })}
              >
                {t('studyRooms.room.downloadShort')}
              </Button>
            ) : (
              <MdiIcon path={mdiLockOutline} aria-hidden="true" sx={{ color: 'text.secondary' }} />
            )}
          </Box>
        ))}
      </Box>
      {locked ? (
        <Typography variant="body2" color="text.secondary">
          {t('studyRooms.room.filesLocked')}
        </Typography>
      ) : null}
    </Box>
  );
}
