import { useState } from 'react';
import { Group, NumberInput } from '@mantine/core';
import type { HeatSheetEntry } from '@core/api/meet-files';

/**
 * An entry's heat and lane (or flight and order) as a coach types them, sent when both are given
 * (or both cleared) and the field is left. On paper the numbers print as text.
 */
export function HeatLaneInputs({
  entry,
  words,
  onMove,
}: {
  entry: HeatSheetEntry;
  words: { section: string; place: string };
  onMove: (heat: number | null, lane: number | null) => void;
}) {
  const [heat, setHeat] = useState<number | string>(entry.heat ?? '');
  const [lane, setLane] = useState<number | string>(entry.lane ?? '');
  const send = () => {
    const h = heat === '' ? null : Number(heat);
    const l = lane === '' ? null : Number(lane);
    if ((h === null) !== (l === null)) return;
    if (h === entry.heat && l === entry.lane) return;
    onMove(h, l);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <SlotInput label={`${words.section}, ${entry.name}`} value={heat} onChange={setHeat} onBlur={send} />
      <SlotInput label={`${words.place}, ${entry.name}`} value={lane} onChange={setLane} onBlur={send} />
    </Group>
  );
}

/** One small number (1-99) of a heat sheet: a heat, a lane, a flight, an order. */
function SlotInput({
  label,
  value,
  onChange,
  onBlur,
}: {
  label: string;
  value: number | string;
  onChange: (value: number | string) => void;
  onBlur: () => void;
}) {
  return (
    <NumberInput size="xs" w={56} min={1} max={99} hideControls aria-label={label} value={value} onChange={onChange} onBlur={onBlur} />
  );
}
