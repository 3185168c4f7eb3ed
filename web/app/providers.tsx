import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { useAppStore } from '../lib/store/hooks';
import { buildTheme, cssVariablesResolver } from './theme';
import { useFirstPageDrawn } from './first-page';

// toasts shown before this loads are kept in the notifications store and appear once it has;
// it loads once the first page is drawn, so its chunks are not fetched on the way to that page
const Toasts = lazy(() => import('./toasts'));
const TOASTS_FALLBACK_MS = 3000;

/**
 * The toasts, once the first page is drawn. A component of its own: that moment re-renders it
 * alone, not Mantine's provider (whose CSS variables are computed again on every render).
 */
function DeferredToasts() {
  const firstPageDrawn = useFirstPageDrawn(TOASTS_FALLBACK_MS);
  return firstPageDrawn ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

/**
 * Mantine (black by default, the selected organization's colour when set), toasts and TanStack Query.
 * Reads the primary colour alone from the store: the organization's other changes (its answer
 * refreshing the stored copy, a rename) leave the provider and the whole tree under it alone.
 */
export function Providers({ children }: { children: ReactNode }) {
  const primaryColor = useAppStore((s) => s.organization?.primaryColor);
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <DeferredToasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
