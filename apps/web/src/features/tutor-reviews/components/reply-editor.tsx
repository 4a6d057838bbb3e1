import { mdiPencilOutline, mdiReplyOutline } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REVIEW_REPLY_MAX, type TutorReview } from '@scola/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { formatDate } from '../../../lib/format';
import { useReplyToReview } from '../api/tutor-reviews';

/** The tutor's one reply to a review: shown with "Ubah balasan", or written with "Balas" (plain text). */
export function ReplyEditor({ review }: { review: TutorReview }) {
  const { t, i18n } = useTranslation();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(review.reply?.text ?? '');
  const [empty, setEmpty] = useState(false);
  const reply = useReplyToReview();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() === '') {
      setEmpty(true);
      return;
    }
    reply.mutate({ reviewId: review.id, input: { text } }, { onSuccess: () => setOpen(false) });
  };

  if (open) {
    return (
      <Box component="form" noValidate onSubmit={submit} sx={{ mt: 1.5 }} data-reply-form="">
        <FormFailure error={reply.error} />
        <TextField
          id={fieldId}
          label={t('tutorReviews.replyLabel')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
          multiline
          minRows={2}
          fullWidth
          error={empty}
          slotProps={{ htmlInput: { maxLength: REVIEW_REPLY_MAX } }}
          helperText={
            empty
              ? t('tutorReviews.replyEmpty')
              : t('tutorReviews.replyHelp', { count: text.length, max: REVIEW_REPLY_MAX })
          }
        />
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" loading={reply.isPending}>
            {t('tutorReviews.sendReply')}
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              setText(review.reply?.text ?? '');
              reply.reset();
            }}
            disabled={reply.isPending}
          >
            {t('tutorReviews.cancel')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <>
      {review.reply ? (
        <Paper
          variant="outlined"
          sx={{ mt: 1.5, p: 1.5, bgcolor: '#f3f6fd', borderRadius: 2 }}
          data-review-reply=""
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('tutorReviews.yourReply', { date: formatDate(review.reply.createdAt, i18n.language) })}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {review.reply.text}
          </Typography>
        </Paper>
      ) : null}
      <Button
        size="small"
        variant={review.reply ? 'text' : 'outlined'}
        startIcon={<MdiIcon path={review.reply ? mdiPencilOutline : mdiReplyOutline} />}
        onClick={() => {
          setText(review.reply?.text ?? '');
          setOpen(true);
        }}
        sx={{ mt: 1 }}
        aria-label={
          review.reply
            ? t('tutorReviews.editReplyTo', { name: review.author.name })
            : t('tutorReviews.replyTo', { name: review.author.name })
        }
      >
        {review.reply ? t('tutorReviews.editReply') : t('tutorReviews.reply')}
      </Button>
    </>
  );
}
