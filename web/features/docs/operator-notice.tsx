import type { ReactNode } from 'react';
import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';

/** States who is responsible for an installation of Splits: its operator, not the software's authors. */
export function OperatorNotice({ children }: { children: ReactNode }) {
  return (
    <Alert
      variant="light"
      color="gray"
      icon={<IconInfoCircle size={ICON_SIZE} aria-hidden="true" />}
      title="Who runs this installation"
      mb="lg"
    >
      {children}
    </Alert>
  );
}
