import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';

export interface DiscardChanges {
  /** closes at once when nothing was changed, else asks first */
  close: () => void;
  /** the question is open: the frame around the form must not close on this Escape too */
  asking: boolean;
  /** the question, to render beside the form */
  question: ReactNode;
}

/**
 * Closing a form with changes asks before the changes are lost (a drawer's Escape, close button,
 * click outside or Cancel): "Keep editing" (or Escape) goes back to the form, "Discard changes"
 * closes it. A form without changes closes at once.
 */
export const useDiscardChanges = (dirty: boolean, onClose: () => void): DiscardChanges => {
  const [asking, setAsking] = useState(false);
  const close = () => (dirty ? setAsking(true) : onClose());
  const question = (
    <Modal opened={asking} onClose={() => setAsking(false)} title="Discard your changes?" centered zIndex={400}>
      <Stack gap="md">
        <Text size="sm">What you typed in this form is not saved yet.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            Keep editing
          </Button>
          <Button
            color="red"
            onClick={() => {
              setAsking(false);
              onClose();
            }}
          >
            Discard changes
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { close, asking, question };
};
