import Button from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

export interface FileButtonProps {
  accept: string;
  busy?: boolean;
  /** `data-*` name of the hidden `<input type=file>` (the browser tests give it files). */
  inputName: string;
  onFile: (file: File) => void;
  children: ReactNode;
}

/** A button that opens the file picker (keyboard reachable, unlike a `<label>`); the chosen file is handed over once. */
export function FileButton({ accept, busy = false, inputName, onFile, children }: FileButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outlined" loading={busy} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        tabIndex={-1}
        {...{ [`data-${inputName}`]: '' }}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
    </>
  );
}
