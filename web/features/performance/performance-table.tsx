import type { ReactNode } from 'react';
import { Button, Group, Paper, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { downloadCsv } from '../../lib/csv';
import classes from './performance.module.css';

export interface CsvExport {
  filename: string;
  header: string[];
  rows: (string | number | boolean | null)[][];
}

/** A titled block of the performance page with its "Export CSV" (the rows as shown). */
export function PerformanceBlock({
  title,
  csv,
  children,
  actions,
}: {
  title: string;
  csv?: CsvExport;
  children: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="section" className={classes.block}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="xs" className={classes.noPrint}>
          {actions}
          {csv && csv.rows.length > 0 ? (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={ICON_SIZE} aria-hidden="true" />}
              onClick={() => downloadCsv(csv.filename, csv.header, csv.rows)}
              aria-label={`Export ${title} as CSV`}
            >
              Export CSV
            </Button>
          ) : null}
        </Group>
      </Group>
      {children}
    </Paper>
  );
}
