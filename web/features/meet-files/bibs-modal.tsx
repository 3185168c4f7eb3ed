import { useState } from 'react';
import { Button, Group, Modal, NumberInput, ScrollArea, Stack, Table, Text, TextInput } from '@mantine/core';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { useAssignBibs, useBibs, useSetBib } from './api';

/**
 * The team's bibs: hand out numbers from a range (saved as the team's range) to every active athlete
 * without one, or type one athlete's bib. A bib a teammate wears is refused with their name.
 */
export function BibsModal({ orgId, opened, onClose }: { orgId: string; opened: boolean; onClose: () => void }) {
  const bibs = useBibs(orgId, opened);
  const assign = useAssignBibs(orgId);
  const setBib = useSetBib(orgId);
  const [start, setStart] = useState<number | string>('');
  const [end, setEnd] = useState<number | string>('');
  const rangeStart = start === '' ? (bibs.data?.rangeStart ?? '') : start;
  const rangeEnd = end === '' ? (bibs.data?.rangeEnd ?? '') : end;
  const failure = assign.error ?? setBib.error ?? bibs.error;
  return (
    <Modal opened={opened} onClose={onClose} title="Bib numbers" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Give every active athlete without a bib the next free number of the team&apos;s range, by last name, or type a bib by hand.
        </Text>
        <Group align="end" gap="xs">
          <NumberInput label="From" min={1} max={99999} w={110} value={rangeStart} onChange={setStart} />
          <NumberInput label="To" min={1} max={99999} w={110} value={rangeEnd} onChange={setEnd} />
          <Button
            loading={assign.isPending}
            disabled={rangeStart === '' || rangeEnd === ''}
            onClick={() => assign.mutate({ rangeStart: Number(rangeStart), rangeEnd: Number(rangeEnd) })}
          >
            Assign bibs
          </Button>
        </Group>
        {assign.data ? <Text size="sm">{assign.data.assigned} athletes got a bib.</Text> : null}
        {failure ? <FormAlert message={errorMessage(failure)} /> : null}
        <ScrollArea.Autosize mah={360}>
          <Table aria-label="Bibs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Athlete</Table.Th>
                <Table.Th>Bib</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(bibs.data?.athletes ?? []).map((a) => (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    {a.lastName}, {a.firstName}
                  </Table.Td>
                  <Table.Td>
                    <BibInput
                      key={a.bib ?? ''}
                      label={`Bib, ${a.firstName} ${a.lastName}`}
                      value={a.bib}
                      onSave={(bib) => setBib.mutate({ athleteId: a.id, bib })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </Stack>
    </Modal>
  );
}

function BibInput({ label, value, onSave }: { label: string; value: string | null; onSave: (bib: string | null) => void }) {
  const [text, setText] = useState(value ?? '');
  const [error, setError] = useState<string | null>(null);
  const save = () => {
    const t = text.trim();
    if (t !== '' && !/^[0-9]{1,5}$/.test(t)) {
      setError('1 to 5 digits');
      return;
    }
    setError(null);
    if ((t || null) !== value) onSave(t || null);
  };
  return (
    <TextInput
      size="xs"
      w={90}
      aria-label={label}
      value={text}
      error={error}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={save}
    />
  );
}
