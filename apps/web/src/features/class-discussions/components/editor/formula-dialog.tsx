import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MathFormula } from '../../../../components/math-formula';
import { loadMathLive, type MathfieldLike } from './mathlive';

export interface FormulaRequest {
  latex: string;
  display: boolean;
  /** Whether the formula exists already (editing) or is inserted on save. */
  editing: boolean;
  save: (latex: string, display: boolean) => void;
}

/**
 * The formula editor: a MathLive field (visual input with its virtual keyboard, loaded with the editor only), the
 * same formula as LaTeX in a text field for who prefers typing it, and the KaTeX preview of what will be posted.
 */
export function FormulaDialog({ request, onClose }: { request: FormulaRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={request !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="formula-dialog-title"
    >
      <DialogTitle id="formula-dialog-title">
        {request?.editing ? t('classDiscussions.formula.editTitle') : t('classDiscussions.formula.title')}
      </DialogTitle>
      {request ? <FormulaForm request={request} onClose={onClose} /> : null}
    </Dialog>
  );
}

/** The dialog's fields, mounted per request so they start from its formula. */
function FormulaForm({ request, onClose }: { request: FormulaRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [latex, setLatex] = useState(request.latex);
  const [display, setDisplay] = useState(request.display);
  const [visual, setVisual] = useState<'loading' | 'ready' | 'failed'>('loading');
  const host = useRef<HTMLDivElement | null>(null);
  const field = useRef<MathfieldLike | null>(null);

  // MathLive's <math-field> lives outside React's tree of inputs: it is created once the dialog has its host.
  useEffect(() => {
    let cancelled = false;
    let created: MathfieldLike | null = null;
    void loadMathLive()
      .then((create) => {
        if (cancelled || !host.current) return;
        created = create(request.latex, t('classDiscussions.formula.visualLabel'), (value) =>
          setLatex(value),
        );
        host.current.append(created.element);
        field.current = created;
        setVisual('ready');
        created.element.focus();
      })
      .catch(() => setVisual('failed'));
    return () => {
      cancelled = true;
      created?.element.remove();
      field.current = null;
    };
  }, [request, t]);

  const typed = (value: string) => {
    setLatex(value);
    field.current?.setValue(value);
  };
  const trimmed = latex.trim();

  return (
    <>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            {visual === 'failed'
              ? t('classDiscussions.formula.visualFailed')
              : t('classDiscussions.formula.visualHint')}
          </Typography>
          <Box
            ref={host}
            data-formula-visual={visual}
            sx={{
              '& math-field': {
                display: 'block',
                width: '100%',
                fontSize: '1.375rem',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                p: 1,
              },
            }}
          />
        </Box>
        <TextField
          label={t('classDiscussions.formula.latexLabel')}
          value={latex}
          onChange={(event) => typed(event.target.value)}
          helperText={t('classDiscussions.formula.latexHint')}
          slotProps={{ htmlInput: { spellCheck: false, 'data-testid': 'formula-latex', maxLength: 2000 } }}
          multiline
          minRows={1}
        />
        <FormControlLabel
          control={<Switch checked={display} onChange={(event) => setDisplay(event.target.checked)} />}
          label={t('classDiscussions.formula.display')}
        />
        <Box aria-live="polite">
          <Typography variant="body2" color="text.secondary">
            {t('classDiscussions.formula.preview')}
          </Typography>
          {trimmed ? <MathFormula tex={trimmed} display={display} /> : <Typography>—</Typography>}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('classDiscussions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={trimmed === ''}
          onClick={() => {
            request.save(trimmed, display);
            onClose();
          }}
        >
          {request.editing ? t('classDiscussions.formula.update') : t('classDiscussions.formula.insert')}
        </Button>
      </DialogActions>
    </>
  );
}
