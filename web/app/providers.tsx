import { startTransition, useEffect, useLayoutEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '../lib/query-client';
import { useAppStore } from '../lib/store/hooks';
import { buildTheme, PRIMARY_COLOR_ATTRIBUTE } from './theme';
import 'virtual:splits-theme-variables.css';
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
 * The theme's CSS variables are a stylesheet made at build time (web/build/theme-variables.ts): the
 * provider writes none, and the colour's are chosen by an attribute on <html>, set before the paint.
 */
export function Providers({ children }: { children: ReactNode }) {
  const primaryColor = useAppStore((s) => s.organization?.primaryColor);
  const theme = useMemo(() => buildTheme(primaryColor), [primaryColor]);
  useLayoutEffect(() => {
    if (theme.primaryColor) document.documentElement.setAttribute(PRIMARY_COLOR_ATTRIBUTE, theme.primaryColor);
  }, [theme.primaryColor]);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" withCssVariables={false}>
      <DeferredToasts />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
