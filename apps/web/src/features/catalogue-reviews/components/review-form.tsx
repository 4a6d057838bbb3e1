import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { type OwnReview, REVIEW_COMMENT_MAX, type WritableReviewTargetType } from '@scola/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { useSaveReview } from '../api/my-review';
import { StarInput } from './star-input';

export interface ReviewFormProps {
  targetType: WritableReviewTargetType;
  targetId: string;
  /** The review being edited, or null for a first one. */
  review: OwnReview | null;
  /** Called when the form closes: `true` after a save, `false` on cancel. */
  onDone: (saved: boolean) => void;
}

/** The stars (required) and a plain-text comment (optional); writes or edits the student's review. */
export function ReviewForm({ targetType, targetId, review, onDone }: ReviewFormProps) {
  const { t } = useTranslation();
  const commentId = useId();
  const [rating, setRating] = useState<number | null>(review?.rating ?? null);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [missingRating, setMissingRating] = useState(false);
  const save = useSaveReview(targetType, targetId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setMissingRating(true);
      return;
    }
    save.mutate({ input: { rating, comment }, edit: review !== null }, { onSuccess: () => onDone(true) });
  };

  return (
    <Box component="form" noValidate onSubmit={submit} data-review-form="">
      <FormFailure error={save.error} />
      <StarInput
        value={rating}
        onChange={(next) => {
          setRating(next);
          setMissingRating(false);
        }}
        legend={t('myReview.ratingLegend')}
        error={missingRating ? t('myReview.ratingRequired') : undefined}
      />
      <TextField
        id={commentId}
        label={t('myReview.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: REVIEW_COMMENT_MAX } }}
        helperText={t('myReview.commentHelp', { count: comment.length, max: REVIEW_COMMENT_MAX })}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={save.isPending}>
          {review ? t('myReview.saveEdit') : t('myReview.send')}
        </Button>
        <Button onClick={() => onDone(false)} disabled={save.isPending}>
          {t('myReview.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
