import { useState } from 'react';
import { TextInput } from '@mantine/core';

const CLOCK = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** "3:30" -> "03:30"; other text as typed. */
const padded = (text: string): string => (/^\d:\d\d$/.test(text) ? `0${text}` : text);

/** A time of day "HH:MM" (24-hour), sent when left; empty clears it; anything else says what to type and is not sent. */
export function ClockTimeInput({
  label,
  value,
  onSave,
  size,
}: {
  label: string;
  value: string | null;
  onSave: (time: string | null) => void;
  size?: 'xs' | 'sm';
}) {
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const t = padded(text.trim());
    if (t !== '' && !CLOCK.test(t)) {
      setError('Type a time as HH:MM, e.g. 15:30');
      return;
    }
    setError(null);
    setText(t);
    if ((t || null) !== value) onSave(t || null);
  };
  return (
    <TextInput
      size={size}
      w={size === 'xs' ? 90 : 120}
      label={size === 'xs' ? undefined : label}
      aria-label={label}
      placeholder="HH:MM"
      value={text}
      error={error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={save}
    />
  );
}
