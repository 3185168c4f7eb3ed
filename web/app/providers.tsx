import { startTransition, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { useAppStore } from '../lib/store/hooks';
import { buildTheme, cssVariablesResolver } from './theme';
import { useFirstPageDrawn } from './first-page';

/**
 * The toasts, loaded once the first page is drawn, so their chunks are not fetched on the way to it
 * (toasts shown before are kept in the notifications store and appear once this has loaded). A
 * component of its own: that moment re-renders it alone, not Mantine's provider (whose CSS
 * variables are computed again on every render). The chunk is asked for in an effect and drawn in a
 * background render: asking for a chunk (Vite's preload links) and drawing it are a task each.
 */
function DeferredToasts() {
  const firstPageDrawn = useFirstPageDrawn();
  const [Toasts, setToasts] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!firstPageDrawn) return;
    let live = true;
    // not importWithReload: a phone losing its connection just after the first paint is no reason to
    // reload the page; without the chunk the app works on, without toasts
    import('./toasts').then(
      (module) => live && startTransition(() => setToasts(() => module.default)),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [firstPageDrawn]);
  return Toasts ? <Toasts /> : null;
}

/**
 * Mantine (black by default, the selected organization's colour when set), toasts and TanStack Query.
 * Reads the primary colour alone from the store: the organization's other changes (its answer
 * refreshing the stored copy, a rename) leave the provider and the whole tree under it alone.
 * The provider writes the theme's CSS variables (Mantine's and the app's resolver's, web/app/theme.ts).
 */
export function Providers({ children }: { children: ReactNode }) {
  const primaryColor = useAppStore((s) => s.organization?.primaryColor);
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <DeferredToasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
