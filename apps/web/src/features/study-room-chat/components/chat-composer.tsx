import { STUDY_ROOM_MESSAGE_MAX } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface ChatComposerProps {
  sending: boolean;
  /** Sends the text; resolves true when it was stored (the field is then emptied). */
  onSend: (body: string) => Promise<boolean>;
}

/** The message field: Enter sends, Shift+Enter adds a line; a counter up to the maximum length. */
export function ChatComposer({ sending, onSend }: ChatComposerProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const hintId = useId();
  const trimmed = text.trim();
  const tooLong = text.length > STUDY_ROOM_MESSAGE_MAX;
  const send = async () => {
    if (trimmed === '' || tooLong || sending) return;
    if (await onSend(trimmed)) setText('');
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send();
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  return (
    <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <TextField
        multiline
        minRows={1}
        maxRows={6}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        label={t('studyRoomChat.composer.label')}
        placeholder={t('studyRoomChat.composer.placeholder')}
        error={tooLong}
        slotProps={{ htmlInput: { 'aria-describedby': hintId } }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ flex: 1 }}>
          {t('studyRoomChat.composer.hint')}
        </Typography>
        <Typography variant="caption" color={tooLong ? 'error' : 'text.secondary'} data-testid="chat-counter">
          {t('studyRoomChat.composer.counter', { count: text.length, max: STUDY_ROOM_MESSAGE_MAX })}
        </Typography>
        <Button type="submit" variant="contained" disabled={trimmed === '' || tooLong || sending}>
          {sending ? t('studyRoomChat.composer.sending') : t('studyRoomChat.composer.send')}
        </Button>
      </Box>
    </Box>
  );
}
