// Mantine's date inputs with their stylesheet: the styles come with the pages that show a date
// field (lazy chunks), not with the app's first load (decision 032).
import '@mantine/dates/styles.css';
import { useState, type KeyboardEvent } from 'react';
import { DateInput as MantineDateInput, type DateInputProps } from '@mantine/dates';

export { TimeInput } from '@mantine/dates';

/**
 * A date typed or picked. Keys act on the field alone, never on the form or the frame around it:
 * Enter takes the date as typed and never submits the form (the meet form was created half filled
 * from its first day), and Escape with the calendar open closes the calendar only, not the drawer
 * or modal the field sits in (Mantine closes those on an Escape whose target is not marked
 * `data-mantine-stop-propagation`).
 */
export function DateInput({ popoverProps, onKeyDown, ...props }: DateInputProps) {
  const [calendarOpen, setCalendarOpen] = useState(false);
  return (
    <MantineDateInput
      {...props}
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') event.preventDefault();
        onKeyDown?.(event);
      }}
    />
  );
}
