import { Button } from 'antd-mobile';
import { useRef } from 'react';

interface Props {
  /** Extensions the picker offers; any other file is still read and refused with a reason. */
  accept: string;
  label: string;
  loading?: boolean;
  onFile: (file: File) => void;
}

/** A button that opens the system file picker (the bare input cannot be styled on phones). */
export function FilePick({ accept, label, loading, onFile }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        aria-label={label}
        onChange={(e) => {
          const file = e.target.files?.[0];
          // Cleared so that choosing the same file again (after fixing it) reads it again.
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button color="primary" size="middle" loading={loading} onClick={() => input.current?.click()}>
        {label}
      </Button>
    </>
  );
}
