import { useState } from 'react';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { parseWind } from '@core/marks';
import { heatsOf, withHeatWind } from './heat-wind';
import type { RowValues } from './unsaved-results';
import type { ResultRow } from './use-result-rows';

interface HeatWindFormProps {
  rows: ResultRow[];
  onEdit: (row: ResultRow, values: RowValues) => void;
  onCommit: (entryId: string) => void;
}

/** Wind typed once per heat: given to every row of the heat, each still editable on its own. */
export function HeatWindForm({ rows, onEdit, onCommit }: HeatWindFormProps) {
  const heats = heatsOf(rows);
  const [heat, setHeat] = useState<string | null>(null);
  const [wind, setWind] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (heats.length === 0) return null;
  const chosen = heat && heats.includes(heat) ? heat : heats[0]!;

  const apply = () => {
    const parsed = parseWind(wind);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    for (const { row, values } of withHeatWind(rows, chosen, wind)) {
      onEdit(row, values);
      onCommit(row.entry.id);
    }
    setWind('');
  };

  return (
    <Group gap="xs" align="flex-start" wrap="wrap">
      <Select
        aria-label="Heat for the wind"
        data={heats.map((h) => ({ value: h, label: `Heat ${h}` }))}
        value={chosen}
        onChange={setHeat}
        allowDeselect={false}
        size="xs"
        w={110}
      />
      <TextInput
        aria-label={`Wind of heat ${chosen}`}
        placeholder="Wind, e.g. +1.2"
        value={wind}
        error={error}
        onChange={(e) => setWind(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            apply();
          }
        }}
        inputMode="decimal"
        size="xs"
        w={130}
      />
      <Button size="xs" variant="default" onClick={apply} disabled={wind.trim() === ''}>
        Wind for heat {chosen}
      </Button>
    </Group>
  );
}
