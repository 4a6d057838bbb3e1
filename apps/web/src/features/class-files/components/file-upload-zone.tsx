import { mdiCloudUploadOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { errorText } from '../../../lib/api-errors';
import { formatBytes, intlLocale } from '../../../lib/format';
import { useUploadClassFile } from '../api/class-files';
import { acceptedExtensions, fileProblemOf } from '../lib/file-checks';

export interface FileUploadZoneProps {
  classId: string;
  /** The server's limit (the list's `meta.maxBytes`). */
  maxBytes: number;
  /** A line to announce when a file is stored. */
  onDone: (message: string) => void;
}

/**
 * The tutor's upload: drop files on the zone or pick them with the button. Each file is checked first (type by its
 * extension, size by the server's limit), then sent one after another with its progress; refusals are listed.
 */
export function FileUploadZone({ classId, maxBytes, onDone }: FileUploadZoneProps) {
  const { t, i18n } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [current, setCurrent] = useState<{ name: string; percent: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const upload = useUploadClassFile(classId, (percent) =>
    setCurrent((shown) => (shown ? { ...shown, percent } : shown)),
  );
  const limit = formatBytes(maxBytes, intlLocale(i18n.language));

  async function send(files: File[]) {
    const refused: string[] = [];
    for (const file of files) {
      const problem = fileProblemOf(file, maxBytes);
      if (problem) {
        refused.push(t(`classFiles.upload.problem.${problem}`, { name: file.name, size: limit }));
        continue;
      }
      setCurrent({ name: file.name, percent: 0 });
      try {
        const stored = await upload.mutateAsync(file);
        onDone(t('classFiles.upload.done', { name: stored.name }));
      } catch (error) {
        refused.push(t('classFiles.upload.failed', { name: file.name, reason: errorText(t, error) }));
      }
    }
    setCurrent(null);
    setProblems(refused);
  }

  const busy = current !== null;
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) void send(files);
  };
  const dropped = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!busy && event.dataTransfer.files.length > 0) void send([...event.dataTransfer.files]);
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Box
        data-upload-zone=""
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={dropped}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 3,
          p: { xs: 2, sm: 3 },
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: 'center',
          gap: 2,
          textAlign: { xs: 'center', sm: 'left' },
        }}
      >
        <MdiIcon path={mdiCloudUploadOutline} sx={{ fontSize: 40, color: 'primary.main' }} />
        <Box sx={{ flex: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{t('classFiles.upload.drop')}</Typography>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t('classFiles.upload.hint', { size: limit })}
          </Typography>
        </Box>
        <Button
          variant="contained"
          onClick={() => inputRef.current?.click()}
          disabled={busy}
          aria-describedby={hintId}
        >
          {t('classFiles.upload.choose')}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          accept={acceptedExtensions}
          onChange={picked}
          data-testid="class-file-input"
        />
      </Box>
      {current ? (
        <Box role="status" sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 0.5, overflowWrap: 'anywhere' }}>
            {t('classFiles.upload.uploading', { name: current.name, percent: current.percent })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={current.percent}
            aria-label={t('classFiles.upload.progressLabel', { name: current.name })}
          />
        </Box>
      ) : null}
      {problems.length > 0 ? (
        <Alert severity="error" sx={{ mt: 2 }} onClose={() => setProblems([])}>
          {problems.map((problem) => (
            <Box key={problem} sx={{ overflowWrap: 'anywhere' }}>
              {problem}
            </Box>
          ))}
        </Alert>
      ) : null}
    </Box>
  );
}
