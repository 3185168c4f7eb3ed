import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { useOrganization } from '../lib/store/hooks';
import { buildTheme, cssVariablesResolver } from './theme';
import { useFirstPageDrawn } from './first-page';

// toasts shown before this loads are kept in the notifications store and appear once it has;
// it loads once the first page is drawn, so its chunks are not fetched on the way to that page
const Toasts = lazy(() => import('./toasts'));
const TOASTS_FALLBACK_MS = 3000;

/** Mantine (black by default, the selected organization's colour when set), toasts and TanStack Query. */
export function Providers({ children }: { children: ReactNode }) {
  const organization = useOrganization();
  const primaryColor = organization?.primaryColor;
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  const firstPageDrawn = useFirstPageDrawn(TOASTS_FALLBACK_MS);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      {firstPageDrawn ? (
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
      ) : null}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
