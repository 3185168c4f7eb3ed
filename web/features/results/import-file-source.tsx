import { useState } from 'react';
import { Badge, Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { IMPORT_FORMAT_LABELS, type ImportFormat } from '@core/results-import';

const MAX_BYTES = 1_000_000;

/** A file's text: UTF-8, else Windows-1252 (what Hy-Tek and FinishLynx write on Windows). */
const readText = async (file: File): Promise<string> => {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
};

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** the format the text reads as, shown once there is text */
  format: ImportFormat | null;
  example: string;
}

/** Results to import: pasted rows, or a CSV, FinishLynx .lif or Hy-Tek .txt file; the format it reads as. */
export function ImportFileSource({ value, onChange, format, example }: Props) {
  const [fileNote, setFileNote] = useState<string | null>(null);
  const readFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setFileNote(`${file.name} is larger than 1 MB: split it into smaller files.`);
      return;
    }
    onChange(await readText(file));
    setFileNote(`Read ${file.name}.`);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Rows to import"
        description="Paste rows from a spreadsheet with their header row (Event, First and Last or Name, Gender, Mark; optional Wind, Place, Heat), or upload a CSV file, a FinishLynx .lif file or a Hy-Tek semicolon-delimited results file (.txt)."
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
        <FileButton onChange={(f) => void readFile(f)} accept=".csv,.tsv,.txt,.lif,text/csv,text/plain">
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconFileUpload size={ICON_SIZE} />}>
              Upload file
            </Button>
          )}
        </FileButton>
        {format && value.trim() ? (
          <Badge variant="light" color={format === 'csv' ? 'gray' : 'blue'} data-testid="import-format">
            {IMPORT_FORMAT_LABELS[format]}
          </Badge>
        ) : null}
        {fileNote ? (
          <Text size="xs" c="dimmed" role="status">
            {fileNote}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
