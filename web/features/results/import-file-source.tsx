import { Badge } from '@mantine/core';
import { IMPORT_FORMAT_LABELS, type ImportFormat } from '@core/results-import';
import { ImportTextSource } from '../../components/import-text-source';

interface Props {
  value: string;
  onChange: (text: string) => void;
  /** the format the text reads as, shown once there is text */
  format: ImportFormat | null;
  example: string;
}

/** Results to import: pasted rows, or a CSV, FinishLynx .lif or Hy-Tek .txt file; the format it reads as. */
export function ImportFileSource({ value, onChange, format, example }: Props) {
  return (
    <ImportTextSource
      value={value}
      onChange={onChange}
      description="Paste rows from a spreadsheet with their header row (Event, First and Last or Name, Gender, Mark; optional Wind, Place, Heat), or results copied from a TFRRS or Athletic.net page, or upload a CSV file, a FinishLynx .lif file (UTF-16 or Windows-1252 are fine) or a Hy-Tek semicolon-delimited results file (.txt)."
      example={example}
      accept=".csv,.tsv,.txt,.lif,text/csv,text/plain"
      uploadLabel="Upload file"
      aside={
        format && value.trim() ? (
          <Badge variant="light" color={format === 'csv' ? 'gray' : 'blue'} data-testid="import-format">
            {IMPORT_FORMAT_LABELS[format]}
          </Badge>
        ) : null
      }
    />
  );
}
