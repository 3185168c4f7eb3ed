import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import classes from './marketing.module.css';
import textClasses from '../../components/text.module.css';

interface SectionHeadingProps {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  align?: 'left' | 'center';
}

/** Eyebrow, h2 and intro of a page section; `id` labels the section for assistive technology. */
export function SectionHeading({ id, eyebrow, title, children, align = 'left' }: SectionHeadingProps) {
  return (
    <Stack gap="xs" maw={720} mx={align === 'center' ? 'auto' : undefined} ta={align} mb={{ base: 'lg', sm: 40 }}>
      {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
      <Title id={id} order={2} textWrap="balance">
        {title}
      </Title>
      {children ? (
        <Text size="lg" className={textClasses.muted} lh={1.6}>
          {children}
        </Text>
      ) : null}
    </Stack>
  );
}
