import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import textClasses from './text.module.css';

interface EmptyStateProps {
  /** Decorative icon or illustration; hidden from assistive technology. */
  icon?: ReactNode;
  /** Short statement of what is empty, e.g. "No meets yet". Rendered as an h2. */
  title: ReactNode;
  /** What will appear here once there is data. */
  description?: ReactNode;
  /** Actions (links, buttons) shown under the description. */
  children?: ReactNode;
}

/** The one empty state of the app: an icon, a title, what will live here, and what to do next. */
export function EmptyState({ icon, title, description, children }: EmptyStateProps) {
  return (
    <MantineEmptyState withIndicatorBackground py={{ base: 'lg', sm: 'xl' }} px="md">
      {icon ? <MantineEmptyState.Indicator aria-hidden="true">{icon}</MantineEmptyState.Indicator> : null}
      <MantineEmptyState.Title order={2}>{title}</MantineEmptyState.Title>
      {description ? (
        <MantineEmptyState.Description maw={520}>
          <span className={textClasses.muted}>{description}</span>
        </MantineEmptyState.Description>
      ) : null}
      {children ? <MantineEmptyState.Actions>{children}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
