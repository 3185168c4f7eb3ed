import { useState } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { useSignOut } from './use-sign-out';

/** "Sign out" as a button (onboarding bar, account page). */
export function SignOutButton(props: ButtonProps) {
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      leftSection={<IconLogout size={ICON_SIZE} />}
      loading={busy}
      onClick={() => {
        setBusy(true);
        void signOut().finally(() => setBusy(false));
      }}
      {...props}
    >
      Sign out
    </Button>
  );
}
