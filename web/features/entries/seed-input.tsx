import { useState } from 'react';
import { ActionIcon, Text, TextInput, Tooltip } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { Entry } from '@core/api/meets';
import { markWarning, parseMark, type MarkOptions } from '@core/marks';
import { errorMessage, isApiError } from '../../lib/api-error';
import { usePatchEntrySeed } from './api/patch-entry-seed';

interface SeedInputProps {
  orgId: string;
  meetId: string;
  eventType: string;
  entry: Entry;
  name: string;
  markOptions: MarkOptions;
}

/**
 * What the mark engine says of a typed seed, as in the results grid: the reason it is refused, or a
 * warning when it reads but is almost surely a typo (9.1 in a 100m), kept only when confirmed.
 */
const checkSeed = (eventType: string, typed: string, options: MarkOptions): { error: string | null; warning: string | null } => {
  if (typed === '') return { error: null, warning: null };
  const parsed = parseMark(eventType, typed, options);
  if (!parsed.ok) return { error: parsed.error, warning: null };
  if (parsed.mark.kind === 'non-mark') return { error: 'A seed is a time or a distance', warning: null };
  return { error: null, warning: markWarning(eventType, parsed.mark, typed, options) };
};

/**
 * An entry's seed mark, typed like a result and saved when the field is left (or on Enter): "SB"
 * marks the season best the seed defaults to; a typed seed can be cleared back to it.
 */
export function SeedInput({ orgId, meetId, eventType, entry, name, markOptions }: SeedInputProps) {
  const save = usePatchEntrySeed(orgId, meetId);
  const shown = entry.seed?.display ?? '';
  // what the coach is typing; null: the saved seed shows
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // the text whose warning was shown: the same text again keeps it
  const [warned, setWarned] = useState<string | null>(null);
  const text = draft ?? shown;

  const send = async (seed: string | null) => {
    try {
      await save.mutateAsync({ entry, seed });
      setDraft(null);
      setError(null);
    } catch (e) {
      // changed elsewhere meanwhile: the typed seed stays, the saved one is named, Enter keeps the typed one
      if (isApiError(e, 409)) setError(`${e.message}. Press Enter to keep yours, Escape to take theirs.`);
      else setError(errorMessage(e));
    }
  };

  const commit = () => {
    const typed = text.trim();
    if (typed === shown || (typed === '' && entry.seed?.source !== 'entered')) {
      // unchanged; or emptied while the season best is the seed already (empty means the season best)
      setDraft(null);
      return setError(null);
    }
    const checked = checkSeed(eventType, typed, markOptions);
    if (checked.error) return setError(checked.error);
    if (checked.warning && warned !== typed) {
      setWarned(typed);
      return setError(`${checked.warning} Press Enter again to keep it.`);
    }
    void send(typed === '' ? null : typed);
  };

  const typedSeed = entry.seed?.source === 'entered';
  return (
    <TextInput
      size="xs"
      w={112}
      aria-label={`Seed of ${name}`}
      placeholder="Seed"
      value={text}
      onChange={(e) => setDraft(e.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          commit();
        } else if (e.key === 'Escape') {
          e.stopPropagation();
          setDraft(null);
          setError(null);
        }
      }}
      error={error}
      autoComplete="off"
      spellCheck={false}
      rightSectionWidth={typedSeed ? 28 : 26}
      rightSection={
        typedSeed ? (
          <Tooltip label="Use the season best again">
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              aria-label={`Clear the seed of ${name}`}
              loading={save.isPending}
              onClick={() => void send(null)}
            >
              <IconX size={12} />
            </ActionIcon>
          </Tooltip>
        ) : entry.seed ? (
          <Tooltip label="Season best going into the meet">
            <Text size="10px" c="dimmed" fw={600} data-testid="seed-season-best">
              SB
            </Text>
          </Tooltip>
        ) : null
      }
    />
  );
}
