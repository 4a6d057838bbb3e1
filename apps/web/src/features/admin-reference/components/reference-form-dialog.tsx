import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { referenceNameSchema, schoolLevels } from '@scola/contracts';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormFailure } from '../../../components/form-failure';
import { errorCode } from '../../../lib/api-errors';
import { byLength, schemaResolver, textFieldProps } from '../../../lib/form';

/** The form's values: every field a kind may have (a kind shows only its own). */
export interface ReferenceFormValues {
  name: string;
  level: string;
  categoryId: string;
}

/** What a kind's form needs besides the name: a level (subjects) or a category (expertise). */
export type ParentField =
  { kind: 'none' } | { kind: 'level' } | { kind: 'category'; options: { id: string; name: string }[] };

// The body schemas of the contracts, checked field by field so the form says which field is wrong.
const formSchema = z.object({
  name: referenceNameSchema,
  level: z.enum(schoolLevels).or(z.literal('')),
  categoryId: z.uuid().or(z.literal('')),
});

const resolverFor = (parent: ParentField) =>
  schemaResolver<ReferenceFormValues, z.infer<typeof formSchema>>(formSchema, {
    messages: {
      name: byLength('admin.form.nameTooLong', 'admin.form.nameTooShort'),
    },
    check: (values) => ({
      ...(parent.kind === 'level' && !values.level ? { level: 'admin.form.levelRequired' } : {}),
      ...(parent.kind === 'category' && !values.categoryId
        ? { categoryId: 'admin.form.categoryRequired' }
        : {}),
    }),
  });

export interface ReferenceFormDialogProps {
  open: boolean;
  title: string;
  parent: ParentField;
  initial: ReferenceFormValues;
  busy: boolean;
  error: unknown;
  onSubmit: (values: ReferenceFormValues) => Promise<void>;
  onClose: () => void;
}

/** Create or edit dialog of a subject, an expertise category or an expertise; the server's 409 marks the name. */
export function ReferenceFormDialog({
  open,
  title,
  parent,
  initial,
  busy,
  error,
  onSubmit,
  onClose,
}: ReferenceFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<ReferenceFormValues, unknown, z.infer<typeof formSchema>>({
    resolver: resolverFor(parent),
    defaultValues: initial,
  });
  const { reset } = form;
  // Filled once per opening: the parent re-renders with a new `initial` object, which must not wipe the input.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) reset(initial);
    wasOpen.current = open;
  }, [open, initial, reset]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit({ name: values.name, level: values.level, categoryId: values.categoryId });
    } catch (failure) {
      if (errorCode(failure) === 'REFERENCE_NAME_TAKEN') {
        form.setError(
          'name',
          { type: 'server', message: 'apiErrors.REFERENCE_NAME_TAKEN' },
          { shouldFocus: true },
        );
      }
    }
  });
  const selectProps = (name: 'level' | 'categoryId') => {
    const { ref, ...field } = form.register(name);
    const message = form.formState.errors[name]?.message;
    return { ...field, inputRef: ref, error: Boolean(message), helperText: message ? t(message) : undefined };
  };
  const nameTaken = errorCode(error) === 'REFERENCE_NAME_TAKEN';

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="xs"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-reference-form="">
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          {nameTaken ? null : <FormFailure error={error ?? undefined} sx={{ mt: 1 }} />}
          <TextField
            id={`${id}-name`}
            label={t('admin.common.name')}
            autoFocus
            sx={{ mt: 1 }}
            {...textFieldProps(form, 'name', t)}
          />
          {parent.kind === 'level' ? (
            <TextField
              id={`${id}-level`}
              select
              label={t('admin.common.level')}
              slotProps={{ select: { native: true } }}
              {...selectProps('level')}
            >
              <option value="" disabled>
                {t('admin.form.choose')}
              </option>
              {schoolLevels.map((level) => (
                <option key={level} value={level}>
                  {t(`catalogue.level.${level}`)}
                </option>
              ))}
            </TextField>
          ) : null}
          {parent.kind === 'category' ? (
            <TextField
              id={`${id}-category`}
              select
              label={t('admin.common.category')}
              slotProps={{ select: { native: true } }}
              {...selectProps('categoryId')}
            >
              <option value="" disabled>
                {t('admin.form.choose')}
              </option>
              {parent.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </TextField>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            {t('admin.common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('admin.common.save')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
