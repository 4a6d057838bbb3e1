import type { DiscussionDoc, DiscussionMember } from '@scola/contracts';
import { mdiCheckDecagram } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';
import { PersonAvatar } from '../../../components/person-avatar';
import { formatSessionTime } from '../../../lib/format';
import type { ImageUploader } from '../api/discussions';
import { DiscussionBody } from './discussion-body';
import { DiscussionEditor } from './discussion-editor';

/** What a post shows, whether it is the opening post or a reply. */
export interface PostView {
  id: string;
  author: { id: string; name: string };
  body: DiscussionDoc | null;
  hidden: boolean;
  deleted: boolean;
  isAnswer: boolean;
  createdAt: string;
  editedAt: string | null;
  imageUrls: Record<string, string>;
}

export interface PostCardProps {
  post: PostView;
  headingId?: string;
  /** The buttons the reader may use on it (mark the answer, hide, delete…). */
  actions?: ReactNode;
  /** Given when the reader may edit it: saves the new body. */
  onEdit?: ((body: DiscussionDoc) => Promise<unknown>) | undefined;
  searchMembers: (q: string) => Promise<DiscussionMember[]>;
  uploadImage: ImageUploader;
}

/** One post: author, time, the rich body (or why it is not shown), the answer mark and the reader's actions. */
export function PostCard(props: PostCardProps) {
  const { post, headingId, actions, onEdit, searchMembers, uploadImage } = props;
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<DiscussionDoc | null>(post.body);
  const [saving, setSaving] = useState(false);
  const placeholder = post.deleted
    ? t('classDiscussions.deletedPost')
    : post.hidden && !post.body
      ? t('classDiscussions.hiddenPost')
      : null;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={headingId}
      data-post={post.id}
      data-answer={post.isAnswer ? 'true' : undefined}
      sx={{
        p: 2,
        borderColor: post.isAnswer ? 'success.main' : 'divider',
        borderWidth: post.isAnswer ? 2 : 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <PersonAvatar name={post.author.name} photoUrl={null} size={36} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography id={headingId} sx={{ fontWeight: 600 }}>
            {post.author.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatSessionTime(post.createdAt, i18n.language)}
            {post.editedAt ? ` · ${t('classDiscussions.edited')}` : ''}
          </Typography>
        </Box>
        {post.isAnswer ? (
          <Chip
            color="success"
            icon={<MdiIcon path={mdiCheckDecagram} />}
            label={t('classDiscussions.answer')}
          />
        ) : null}
        {post.hidden && post.body ? (
          <Chip size="small" color="warning" label={t('classDiscussions.hiddenBadge')} />
        ) : null}
      </Box>
      {placeholder ? (
        <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {placeholder}
        </Typography>
      ) : editing && onEdit ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <DiscussionEditor
            id={`edit-${post.id}`}
            label={t('classDiscussions.editLabel')}
            initial={post.body}
            imageUrls={post.imageUrls}
            onChange={setDraft}
            searchMembers={searchMembers}
            uploadImage={uploadImage}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button onClick={() => setEditing(false)}>{t('classDiscussions.cancel')}</Button>
            <Button
              variant="contained"
              disabled={!draft}
              loading={saving}
              onClick={() => {
                if (!draft) return;
                setSaving(true);
                void onEdit(draft)
                  .then(() => setEditing(false))
                  .finally(() => setSaving(false));
              }}
            >
              {t('classDiscussions.save')}
            </Button>
          </Box>
        </Box>
      ) : post.body ? (
        <DiscussionBody doc={post.body} imageUrls={post.imageUrls} />
      ) : null}
      {!editing && (actions || (onEdit && !placeholder)) ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          {onEdit && !placeholder ? (
            <Button size="small" onClick={() => setEditing(true)}>
              {t('classDiscussions.edit')}
            </Button>
          ) : null}
          {actions}
        </Box>
      ) : null}
    </Card>
  );
}
