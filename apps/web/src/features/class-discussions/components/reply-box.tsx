import type { DiscussionDoc, DiscussionMember } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { type ImageUploader, useDiscussionChange } from '../api/discussions';
import { DiscussionEditor } from './discussion-editor';

/** The reply editor under a thread; emptied (remounted) after each reply is posted. */
export function ReplyBox(props: {
  classId: string;
  threadId: string;
  searchMembers: (q: string) => Promise<DiscussionMember[]>;
  uploadImage: ImageUploader;
}) {
  const { t } = useTranslation();
  const change = useDiscussionChange(props.classId);
  const [body, setBody] = useState<DiscussionDoc | null>(null);
  const [round, setRound] = useState(0);
  const send = () => {
    if (!body) return;
    change.mutate(
      { action: 'reply', threadId: props.threadId, body },
      {
        onSuccess: () => {
          setBody(null);
          setRound((n) => n + 1);
        },
      },
    );
  };
  return (
    <Box component="section" aria-label={t('classDiscussions.replyLabel')} sx={{ display: 'grid', gap: 1 }}>
      <DiscussionEditor
        key={round}
        id={`reply-${props.threadId}-${round}`}
        label={t('classDiscussions.replyLabel')}
        onChange={setBody}
        searchMembers={props.searchMembers}
        uploadImage={props.uploadImage}
      />
      {change.isError ? <FormFailure error={change.error} /> : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button variant="contained" onClick={send} disabled={!body} loading={change.isPending}>
          {t('classDiscussions.send')}
        </Button>
      </Box>
    </Box>
  );
}
