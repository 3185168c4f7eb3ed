import type { ReactElement } from 'react';
import { Tooltip as MantineTooltip } from '@mantine/core';

/** Mantine's Tooltip, on its own chunk (deferred-tooltip.tsx). @public the default export is loaded lazily */
export default function Tooltip({ label, children }: { label: string; children: ReactElement }) {
  return <MantineTooltip label={label}>{children}</MantineTooltip>;
}
