import type { TutorClassRow, TutorPackageCreate } from '@scola/contracts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { formatRupiah } from '../../../lib/format';

/**
 * A new package: title, summary, two or more of the tutor's classes, and a price below what they cost one by one
 * (the total is shown as classes are picked; the API checks it again).
 */
export function PackageFormDialog(props: {
  open: boolean;
  classes: readonly TutorClassRow[] | undefined;
  busy: boolean;
  error: unknown;
  onClose: () => void;
  onSubmit: (body: TutorPackageCreate) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [title, setTitle] = useState('');
  const [summary, setSummary] = useState('');
  const [price, setPrice] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const total = (props.classes ?? [])
    .filter((row) => picked.includes(row.id))
    .reduce((sum, row) => sum + row.finalPrice, 0);
  const tooFew = picked.length < 2;
  const tooDear = price !== '' && Number(price) >= total;
  const toggle = (id: string) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (tooFew || tooDear) return;
    props.onSubmit({ title: title.trim(), summary: summary.trim(), price: Number(price), classIds: picked });
  };

  return (
    <Dialog
      open={props.open}
      onClose={props.busy ? undefined : props.onClose}
      aria-labelledby={titleId}
      fullWidth
    >
      <Box component="form" onSubmit={submit}>
        <DialogTitle id={titleId}>{t('tutorClasses.packages.createTitle')}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          <FormFailure error={props.error ?? undefined} sx={{ mb: 0 }} />
          <TextField
            label={t('tutorClasses.packages.title')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            slotProps={{ htmlInput: { minLength: 5, maxLength: 160 } }}
          />
          <TextField
            label={t('tutorClasses.packages.summary')}
            value={summary}
            onChange={(event) => setSummary(event.target.value)}
            required
            slotProps={{ htmlInput: { minLength: 10, maxLength: 300 } }}
          />
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {t('tutorClasses.packages.classes')}
            </Typography>
            {props.classes === undefined ? (
              <Skeleton variant="rounded" height={80} />
            ) : (
              props.classes.map((row) => (
                <FormControlLabel
                  key={row.id}
                  sx={{ display: 'flex' }}
                  control={<Checkbox checked={picked.includes(row.id)} onChange={() => toggle(row.id)} />}
                  label={`${row.title} · ${formatRupiah(row.finalPrice)}`}
                />
              ))
            )}
            <FormHelperText error={checked && tooFew} role={checked && tooFew ? 'alert' : undefined}>
              {t('tutorClasses.packages.classesHelp', { total: formatRupiah(total) })}
            </FormHelperText>
          </Box>
          <TextField
            type="number"
            label={t('tutorClasses.packages.price')}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            required
            error={checked && tooDear}
            helperText={
              checked && tooDear
                ? t('tutorClasses.packages.priceNotBelow')
                : t('tutorClasses.packages.priceHelp')
            }
            slotProps={{ htmlInput: { min: 0, step: 1000 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose} disabled={props.busy}>
            {t('tutorClasses.confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={props.busy}>
            {t('tutorClasses.packages.create')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
