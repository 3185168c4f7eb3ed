import { ImportTextSource } from '../../components/import-text-source';

interface ImportSourceProps {
  value: string;
  onChange: (text: string) => void;
  /** what the header row holds, e.g. "Gender, First, Last, Grade" */
  columnsHint: string;
  example: string;
}

/** Where roster rows come from: a pasted spreadsheet selection (tabs) or a CSV file (comma or semicolon). */
export function ImportSource({ value, onChange, columnsHint, example }: ImportSourceProps) {
  return (
    <ImportTextSource
      value={value}
      onChange={onChange}
      description={`Paste from a spreadsheet (with its header row) or upload a CSV file. Columns: ${columnsHint}.`}
      example={example}
      accept=".csv,.tsv,.txt,text/csv,text/plain"
      uploadLabel="Upload CSV file"
    />
  );
}
