import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with the same group are shown under it (`<optgroup>`). */
  group?: string;
}

export interface SelectInputProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  /** The first option, meaning "no filter" (value `''`). */
  emptyLabel?: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}

/** A labelled native `<select>` (phones show their own picker; no menu code in the bundle). */
export function SelectInput({
  id,
  label,
  value,
  options,
  emptyLabel,
  onChange,
  size = 'small',
  sx,
}: SelectInputProps) {
  const groups = [...new Set(options.map((option) => option.group ?? ''))];
  const optionsOf = (group: string) =>
    options
      .filter((option) => (option.group ?? '') === group)
      .map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ));
  return (
    <FormControl fullWidth size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value)}
        input={<OutlinedInput id={id} label={label} notched />}
      >
        {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
        {groups.map((group) =>
          group === '' ? (
            optionsOf(group)
          ) : (
            <optgroup key={group} label={group}>
              {optionsOf(group)}
            </optgroup>
          ),
        )}
      </NativeSelect>
    </FormControl>
  );
}
