import type { TutorClass, TutorClassPatch } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { StringListField } from './string-list-field';

/**
 * The `tentang` step: the description (rich text with maths; the API sanitises it), what students learn and the
 * requirements.
 */
export function AboutForm(props: {
  initial: TutorClass;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (body: TutorClassPatch) => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [aboutHtml, setAboutHtml] = useState(props.initial.aboutHtml);
  const [learningPoints, setLearningPoints] = useState(props.initial.learningPoints);
  const [requirements, setRequirements] = useState(props.initial.requirements);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit({ aboutHtml, learningPoints, requirements });
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ display: 'grid', gap: 3 }}>
      <FormFailure error={props.error ?? undefined} sx={{ mb: 0 }} />
      <RichTextEditor
        id="class-about"
        label={t('tutorClasses.form.about')}
        helperText={t('tutorClasses.form.aboutHelp')}
        value={aboutHtml}
        onChange={setAboutHtml}
      />
      <StringListField
        label={t('tutorClasses.form.learningPoints')}
        help={t('tutorClasses.form.learningPointsHelp')}
        items={learningPoints}
        onChange={setLearningPoints}
      />
      <StringListField
        label={t('tutorClasses.form.requirements')}
        help={t('tutorClasses.form.requirementsHelp')}
        items={requirements}
        onChange={setRequirements}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button type="submit" variant="contained" loading={props.busy}>
          {props.submitLabel}
        </Button>
        {props.extra}
      </Box>
    </Box>
  );
}
