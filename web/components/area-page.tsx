import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import textClasses from './text.module.css';

interface AreaPageProps {
  /** The page's h1, the name of the area ("Meets"). */
  title: string;
  /** One line under the title saying what the area is for. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/** Frame of a dashboard area page: one h1, an optional subtitle, then the content. */
export function AreaPage({ title, subtitle, children }: AreaPageProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle ? (
          <Text className={textClasses.muted} mt={4}>
            {subtitle}
          </Text>
        ) : null}
      </div>
      {children}
    </Stack>
  );
}

/** A "back to the list" link button for detail, create and bulk pages. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Button component={Link} to={to} variant="default" leftSection={<IconArrowLeft size={ICON_SIZE} aria-hidden="true" />}>
      {children}
    </Button>
  );
}
