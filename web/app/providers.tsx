import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { useOrganization } from '../lib/store/hooks';
import { buildTheme, cssVariablesResolver } from './theme';

// toasts shown before this loads are kept in the notifications store and appear once it has
const Toasts = lazy(() => import('./toasts'));

/** Mantine (black by default, the selected organization's colour when set), toasts and TanStack Query. */
export function Providers({ children }: { children: ReactNode }) {
  const organization = useOrganization();
  const primaryColor = organization?.primaryColor;
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
