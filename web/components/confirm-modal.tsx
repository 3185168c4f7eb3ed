import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { FormAlert } from './form-alert';
import { errorMessage } from '../lib/api-error';

interface ConfirmModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** runs the action; the modal closes when it resolves and shows the error when it throws */
  onConfirm: () => Promise<unknown>;
  danger?: boolean;
}

/** Asks before something that cannot be undone (a delete), then runs it and says what went wrong, if anything. */
export function ConfirmModal({ opened, onClose, title, children, confirmLabel, onConfirm, danger = true }: ConfirmModalProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (e) {
      setBusy(false);
      setError(errorMessage(e));
    }
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="md">
        <Text size="sm" component="div">
          {children}
        </Text>
        <FormAlert message={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} onClick={() => void confirm()} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
