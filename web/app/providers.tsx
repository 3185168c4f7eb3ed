import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_AUTO_CLOSE_MS } from '@core/constants';
import { queryClient } from '../lib/query-client';
import { useOrganization } from '../lib/store/hooks';
import { buildTheme } from './theme';

/** Mantine (black by default, the selected organization's colour when set), toasts and TanStack Query. */
export function Providers({ children }: { children: ReactNode }) {
  const organization = useOrganization();
  const primaryColor = organization?.primaryColor;
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <Notifications position="bottom-center" autoClose={TOAST_AUTO_CLOSE_MS} limit={4} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
