import { useState } from 'react';
import { Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';

const MAX_BYTES = 1_000_000;

interface ImportSourceProps {
  value: string;
  onChange: (text: string) => void;
  /** what the header row holds, e.g. "Gender, First, Last, Grade" */
  columnsHint: string;
  example: string;
}

/** Where import rows come from: a pasted spreadsheet selection (tabs) or a CSV file (comma or semicolon). */
export function ImportSource({ value, onChange, columnsHint, example }: ImportSourceProps) {
  const [fileNote, setFileNote] = useState<string | null>(null);
  const readFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setFileNote(`${file.name} is larger than 1 MB: split it into smaller files.`);
      return;
    }
    onChange(await file.text());
    setFileNote(`Read ${file.name}.`);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Rows to import"
        description={`Paste from a spreadsheet (with its header row) or upload a CSV file. Columns: ${columnsHint}.`}
        placeholder={example}
        autosize
        minRows={6}
        maxRows={14}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
        spellCheck={false}
      />
      <Group gap="sm">
        <FileButton onChange={(f) => void readFile(f)} accept=".csv,.tsv,.txt,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconFileUpload size={ICON_SIZE} />}>
              Upload CSV file
            </Button>
          )}
        </FileButton>
        {fileNote ? (
          <Text size="xs" c="dimmed" role="status">
            {fileNote}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
