import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import classes from './file-upload.module.css';

interface DropZoneProps {
  accept?: string;
  disabled?: boolean;
  label: string;
  hint?: ReactNode;
  onFile: (file: File) => void;
}

/** A drop target that is also a button opening the file picker (keyboard: Enter or Space). */
export function DropZone({ accept, disabled, label, hint, onFile }: DropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [active, setActive] = useState(false);

  const pick = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      pick();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setActive(false);
    const file = e.dataTransfer.files[0];
    if (file && !disabled) onFile(file);
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-describedby={hint ? hintId : undefined}
      className={classes.dropZone}
      data-active={active || undefined}
      data-disabled={disabled || undefined}
      onClick={pick}
      onKeyDown={onKeyDown}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setActive(true);
      }}
      onDragLeave={() => setActive(false)}
      onDrop={onDrop}
    >
      <IconUpload size={24} aria-hidden="true" />
      <Text fw={600} size="sm">
        {label}
      </Text>
      {hint ? (
        <Text id={hintId} size="xs" c="dimmed">
          {hint}
        </Text>
      ) : null}
      <input
        ref={input}
        type="file"
        accept={accept}
        className={classes.hiddenInput}
        tabIndex={-1}
        aria-hidden="true"
        disabled={disabled}
        onChange={(e) => {
          const file = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (file) onFile(file);
        }}
      />
    </div>
  );
}
