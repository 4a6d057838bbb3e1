import { MAX_CLASS_LIST_ITEMS } from '@scola/contracts';
import { mdiClose, mdiPlus } from '@mdi/js';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MdiIcon } from '../../../components/mdi-icon';

/** An ordered list of short lines (what students learn, requirements): add with Enter or the button, remove each. */
export function StringListField({
  label,
  help,
  items,
  onChange,
}: {
  label: string;
  help: string;
  items: readonly string[];
  onChange: (items: string[]) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const headingId = useId();
  const full = items.length >= MAX_CLASS_LIST_ITEMS;
  const add = () => {
    const line = draft.trim();
    if (!line || full) return;
    onChange([...items, line]);
    setDraft('');
  };
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1 }}
      aria-labelledby={headingId}
    >
      <Typography id={headingId} component="legend" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {items.length > 0 ? (
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          {items.map((item, index) => (
            <Box component="li" key={`${index}-${item}`}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>{item}</Typography>
                <IconButton
                  size="small"
                  aria-label={t('tutorClasses.form.removeItem', { item })}
                  onClick={() => onChange(items.filter((_, i) => i !== index))}
                >
                  <MdiIcon path={mdiClose} fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          size="small"
          fullWidth
          label={t('tutorClasses.form.newItem', { list: label })}
          helperText={full ? t('tutorClasses.form.listFull', { max: MAX_CLASS_LIST_ITEMS }) : help}
          value={draft}
          disabled={full}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <Button
          variant="outlined"
          onClick={add}
          disabled={full || !draft.trim()}
          startIcon={<MdiIcon path={mdiPlus} />}
        >
          {t('tutorClasses.form.addItem')}
        </Button>
      </Box>
    </Box>
  );
}
