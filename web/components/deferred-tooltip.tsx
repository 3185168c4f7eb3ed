import { lazy, Suspense, type ReactElement } from 'react';
import { importWithReload } from '../app/reload-guard';

const Tooltip = lazy(() => importWithReload(() => import('./tooltip')));

/**
 * Mantine's Tooltip (with floating-ui), loaded from a chunk of its own when a page first draws one:
 * until then its target is drawn alone. Keeps floating-ui out of the first load (decision 015).
 */
export function DeferredTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Suspense fallback={children}>
      <Tooltip label={label}>{children}</Tooltip>
    </Suspense>
  );
}
