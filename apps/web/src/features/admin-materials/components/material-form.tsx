import type { MaterialInput, SchoolLevel } from '@scola/contracts';
import { schoolLevels } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { RichTextEditor } from '../../../components/rich-text-editor';

export interface Option {
  id: string;
  name: string;
}

export interface MaterialFormProps {
  initial?: MaterialInput | undefined;
  subjects: readonly (Option & { level: SchoolLevel })[];
  tutors: readonly Option[];
  /** Asks for the PDF (creating); editing keeps the stored one. */
  withFile: boolean;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (body: MaterialInput, file: File | undefined) => void;
}

const MB = 1024 * 1024;
const MAX_PDF_BYTES = 50 * MB;

const empty = (): Values => ({
  title: '',
  summary: '',
  description: '',
  subjectId: '',
  level: 'SMA',
  tutorId: '',
  price: '0',
  salePrice: '',
  previewPages: '3',
});

type Values = Omit<MaterialInput, 'price' | 'salePrice' | 'previewPages'> & {
  price: string;
  /** `''` = no sale. */
  salePrice: string;
  previewPages: string;
};

/** The sale price must be strictly below the price (the API checks it too). */
const saleNotBelow = (values: Values) =>
  values.salePrice !== '' && Number(values.salePrice) >= Number(values.price);

/**
 * The fields of a material: title, summary, description (rich text with maths, sanitised by the API), subject and
 * level, author, price and sale price, preview pages, and the PDF when creating. The server checks everything
 * again; a too big or non-PDF file and a sale price not below the price are refused here first so nothing is sent.
 */
export function MaterialForm(props: MaterialFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(() =>
    props.initial
      ? {
          ...props.initial,
          price: String(props.initial.price),
          salePrice: props.initial.salePrice === null ? '' : String(props.initial.salePrice),
          previewPages: String(props.initial.previewPages),
        }
      : empty(),
  );
  const [file, setFile] = useState<File | undefined>();
  const [fileError, setFileError] = useState<string | undefined>();
  const [checked, setChecked] = useState(false);
  const saleError = checked && saleNotBelow(values) ? t('adminMaterials.form.saleNotBelow') : undefined;
  const set = (key: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));
  const subjects = props.subjects.filter((subject) => subject.level === values.level);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (props.withFile && !file) setFileError(t('adminMaterials.form.fileMissing'));
    if ((props.withFile && !file) || saleNotBelow(values)) return;
    props.onSubmit(
      {
        ...values,
        price: Number(values.price),
        salePrice: values.salePrice === '' ? null : Number(values.salePrice),
        previewPages: Number(values.previewPages),
      },
      file,
    );
  };
  const pickFile = (picked: File | undefined) => {
    setFile(undefined);
    setFileError(undefined);
    if (!picked) return;
    if (picked.type !== 'application/pdf') setFileError(t('adminMaterials.form.fileNotPdf'));
    else if (picked.size > MAX_PDF_BYTES) setFileError(t('adminMaterials.form.fileTooLarge'));
    else setFile(picked);
  };

  return (
    <Box component="form" onSubmit={submit} noValidate={false} sx={{ display: 'grid', gap: 2 }}>
      <FormFailure error={props.error ?? undefined} sx={{ mb: 0 }} />
      <TextField
        label={t('adminMaterials.form.title')}
        value={values.title}
        onChange={set('title')}
        required
        slotProps={{ htmlInput: { minLength: 3, maxLength: 160 } }}
      />
      <TextField
        label={t('adminMaterials.form.summary')}
        value={values.summary}
        onChange={set('summary')}
        required
        slotProps={{ htmlInput: { minLength: 3, maxLength: 300 } }}
      />
      <RichTextEditor
        id="material-description"
        label={t('adminMaterials.form.description')}
        helperText={t('adminMaterials.form.descriptionHelp')}
        value={values.description}
        onChange={(html) => setValues((current) => ({ ...current, description: html }))}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
        <TextField
          select
          label={t('adminMaterials.form.level')}
          value={values.level}
          onChange={set('level')}
          required
        >
          {schoolLevels.map((level) => (
            <MenuItem key={level} value={level}>
              {level}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('adminMaterials.form.subject')}
          value={subjects.some((s) => s.id === values.subjectId) ? values.subjectId : ''}
          onChange={set('subjectId')}
          required
        >
          {subjects.map((subject) => (
            <MenuItem key={subject.id} value={subject.id}>
              {subject.name}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <TextField
        select
        label={t('adminMaterials.form.tutor')}
        value={props.tutors.some((o) => o.id === values.tutorId) ? values.tutorId : ''}
        onChange={set('tutorId')}
        required
      >
        {props.tutors.map((tutor) => (
          <MenuItem key={tutor.id} value={tutor.id}>
            {tutor.name}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
        <TextField
          label={t('adminMaterials.form.price')}
          helperText={t('adminMaterials.form.priceHelp')}
          type="number"
          value={values.price}
          onChange={set('price')}
          required
          slotProps={{ htmlInput: { min: 0, step: 1000 } }}
        />
        <TextField
          label={t('adminMaterials.form.salePrice')}
          helperText={saleError ?? t('adminMaterials.form.salePriceHelp')}
          error={Boolean(saleError)}
          type="number"
          value={values.salePrice}
          onChange={set('salePrice')}
          slotProps={{ htmlInput: { min: 0, step: 1000 } }}
        />
        <TextField
          label={t('adminMaterials.form.previewPages')}
          helperText={t('adminMaterials.form.previewPagesHelp')}
          type="number"
          value={values.previewPages}
          onChange={set('previewPages')}
          required
          slotProps={{ htmlInput: { min: 1, max: 50 } }}
        />
      </Box>
      {props.withFile ? (
        <Box>
          <Button variant="outlined" component="label">
            {t('adminMaterials.form.pickFile')}
            <input
              hidden
              type="file"
              accept="application/pdf"
              aria-label={t('adminMaterials.form.pickFile')}
              onChange={(event) => pickFile(event.target.files?.[0])}
            />
          </Button>
          <Typography
            variant="body2"
            sx={{ mt: 1 }}
            color={fileError ? 'error' : 'text.secondary'}
            role={fileError ? 'alert' : undefined}
          >
            {fileError ?? file?.name ?? t('adminMaterials.form.fileHelp')}
          </Typography>
        </Box>
      ) : null}
      <Box>
        <Button type="submit" variant="contained" loading={props.busy}>
          {props.submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
