import { useState, type ReactNode } from 'react';
import { Button, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { ICON_SIZE } from '@core/constants';
import { decodeImportBytes } from '@core/results-import/decode';

const MAX_BYTES = 1_000_000;

/**
 * A file's text, decoded here from its bytes (core/results-import/decode: UTF-8, UTF-16 as FinishLynx
 * writes it, else Windows-1252 as Excel and Hy-Tek write it), so the request carries clean text.
 */
export const readImportText = async (file: File): Promise<string> => decodeImportBytes(new Uint8Array(await file.arrayBuffer())).text;

interface ImportTextSourceProps {
  value: string;
  onChange: (text: string) => void;
  /** what may be pasted or uploaded */
  description: string;
  example: string;
  /** the file input's accept list */
  accept: string;
  uploadLabel: string;
  /** shown beside the upload button, e.g. the format the text reads as */
  aside?: ReactNode;
}

/** Rows to import: pasted from a spreadsheet, or read from an uploaded file (at most 1 MB). */
export function ImportTextSource({ value, onChange, description, example, accept, uploadLabel, aside }: ImportTextSourceProps) {
  const [fileNote, setFileNote] = useState<string | null>(null);
  const readFile = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setFileNote(`${file.name} is larger than 1 MB: split it into smaller files.`);
      return;
    }
    onChange(await readImportText(file));
    setFileNote(`Read ${file.name}.`);
  };
  return (
    <Stack gap="xs">
      <Textarea
        label="Rows to import"
        description={description}
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
        <FileButton onChange={(f) => void readFile(f)} accept={accept}>
          {(props) => (
            <Button {...props} variant="default" size="xs" leftSection={<IconFileUpload size={ICON_SIZE} />}>
              {uploadLabel}
            </Button>
          )}
        </FileButton>
        {aside}
        {fileNote ? (
          <Text size="xs" c="dimmed" role="status">
            {fileNote}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}
