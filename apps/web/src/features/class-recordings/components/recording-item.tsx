import { mdiCheckCircle, mdiDotsVertical, mdiOpenInNew, mdiPlayCircleOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { ClassRecording } from '@scola/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatClock, formatDate } from '../../../lib/format';
import { RecordingPlayer } from './recording-player';

/** How much of the recording the student watched, 0–100. */
export function watchedPercent(recording: ClassRecording): number {
  const progress = recording.progress;
  if (!progress) return 0;
  if (progress.completed) return 100;
  const length = recording.durationSeconds ?? progress.durationSeconds;
  if (!length) return 0;
  return Math.min(100, Math.round((progress.positionSeconds / length) * 100));
}

function WatchedState({ recording }: { recording: ClassRecording }) {
  const { t } = useTranslation();
  if (recording.progress?.completed) {
    return (
      <Chip
        size="small"
        color="success"
        variant="outlined"
        icon={<MdiIcon path={mdiCheckCircle} fontSize="small" />}
        label={t('classRecordings.watched')}
        data-watched=""
      />
    );
  }
  const percent = watchedPercent(recording);
  const label =
    percent > 0 ? t('classRecordings.progressLabel', { percent }) : t('classRecordings.notStarted');
  return (
    <Box sx={{ display: 'grid', gap: 0.5, minWidth: 140 }} data-watched-percent={percent}>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

export interface RecordingItemProps {
  classId: string;
  recording: ClassRecording;
  /** The tutor's (or an admin's) view: edit and delete, no progress. */
  manages: boolean;
  open: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One recording: its title, date and length, the student's progress, and the player when opened. */
export function RecordingItem({
  classId,
  recording,
  manages,
  open,
  onToggle,
  onEdit,
  onDelete,
}: RecordingItemProps) {
  const { t, i18n } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const playerId = useId();
  const details = [
    formatDate(recording.createdAt, i18n.language),
    recording.durationSeconds !== null
      ? t('classRecordings.duration', { duration: formatClock(recording.durationSeconds) })
      : null,
    recording.source === 'link' ? t('classRecordings.linked') : null,
  ].filter(Boolean);

  return (
    <Card
      variant="outlined"
      component="li"
      data-recording-id={recording.id}
      sx={{ p: 2, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {recording.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {details.join(' · ')}
          </Typography>
        </Box>
        {!manages && recording.source === 'upload' ? <WatchedState recording={recording} /> : null}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          {recording.source === 'upload' ? (
            <Button
              variant={open ? 'outlined' : 'contained'}
              startIcon={<MdiIcon path={mdiPlayCircleOutline} fontSize="small" />}
              onClick={onToggle}
              aria-expanded={open}
              aria-controls={playerId}
            >
              {open ? t('classRecordings.close') : t('classRecordings.watch')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              href={recording.url ?? ''}
              target="_blank"
              rel="noopener noreferrer"
              endIcon={<MdiIcon path={mdiOpenInNew} fontSize="small" />}
            >
              {t('classRecordings.openLink')}
            </Button>
          )}
          {manages ? (
            <>
              <IconButton
                aria-label={t('classRecordings.actions.menu', { title: recording.title })}
                aria-haspopup="menu"
                aria-controls={menuAnchor ? menuId : undefined}
                onClick={(event) => setMenuAnchor(event.currentTarget)}
              >
                <MdiIcon path={mdiDotsVertical} />
              </IconButton>
              <Menu
                id={menuId}
                anchorEl={menuAnchor}
                open={menuAnchor !== null}
                onClose={() => setMenuAnchor(null)}
              >
                <MenuItem
                  onClick={() => {
                    setMenuAnchor(null);
                    onEdit();
                  }}
                >
                  {t('classRecordings.actions.edit')}
                </MenuItem>
                <MenuItem
                  sx={{ color: 'error.main' }}
                  onClick={() => {
                    setMenuAnchor(null);
                    onDelete();
                  }}
                >
                  {t('classRecordings.actions.delete')}
                </MenuItem>
              </Menu>
            </>
          ) : null}
        </Box>
      </Box>
      {open ? (
        <Box id={playerId}>
          <RecordingPlayer key={recording.id} classId={classId} recording={recording} tracks={!manages} />
        </Box>
      ) : null}
    </Card>
  );
}
