import type { ReactNode } from 'react';
import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import classes from './marketing.module.css';

interface FeatureCardProps {
  icon: TablerIcon;
  title: string;
  children: ReactNode;
}

/** One capability: icon, h3 title, two or three sentences. */
export function FeatureCard({ icon: FeatureIcon, title, children }: FeatureCardProps) {
  return (
    <Paper withBorder radius="md" p="lg" className={classes.card}>
      <ThemeIcon size={36} radius="md" variant="default" mb="md" aria-hidden="true">
        <FeatureIcon size={ICON_SIZE} />
      </ThemeIcon>
      <Title order={3} size="h4" mb={6}>
        {title}
      </Title>
      <Text size="sm" lh={1.6}>
        {children}
      </Text>
    </Paper>
  );
}
