import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';

export interface PickerOption {
  id: string;
  label: string;
  group: string;
}

export interface ReferencePickerProps {
  id: string;
  label: string;
  options: readonly PickerOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  loading?: boolean;
  error?: string;
  hint?: string;
}

/** Several items of an admin's list (expertise, subjects), typed to filter, grouped, shown as chips. */
export function ReferencePicker({
  id,
  label,
  options,
  value,
  onChange,
  loading = false,
  error,
  hint,
}: ReferencePickerProps) {
  const byId = new Map(options.map((option) => [option.id, option]));
  const selected = value.flatMap((item) => byId.get(item) ?? []);
  return (
    <Autocomplete
      id={id}
      multiple
      options={options}
      groupBy={(option) => option.group}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      value={selected}
      loading={loading}
      filterSelectedOptions
      onChange={(_event, next) => onChange(next.map((option) => option.id))}
      renderValue={(items, getItemProps) =>
        items.map((option, index) => {
          const { key, ...props } = getItemProps({ index });
          return <Chip key={key} size="small" label={option.label} {...props} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} label={label} error={error !== undefined} helperText={error ?? hint} />
      )}
    />
  );
}
