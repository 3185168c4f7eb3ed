import { useState } from 'react';
import { Link } from 'react-router';
import { ActionIcon, Anchor, Badge, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { MeetSeason } from '@core/api/results';
import type { Standard, StandardProgress } from '@core/api/performance';
import { formatMarkGap, type Units } from '@core/marks';
import { findSportEvent } from '@core/sport-events/sport-events';
import { paths } from '../../app/paths';
import { ConfirmModal } from '../../components/confirm-modal';
import { FormAlert } from '../../components/form-alert';
import { errorMessage } from '../../lib/api-error';
import { SEASON_LABELS } from '../../lib/meet-labels';
import { notify } from '../../lib/notify';
import { useStandardMutations } from './api/performance-api';
import { PerformanceBlock } from './performance-table';
import { EditStandardModal, LEVEL_LABELS, StandardForm, standardEventTitle } from './standard-form';

interface ProgressBlock {
  standard: Standard;
  qualifiers: number;
  athletes: StandardProgress[];
}

const isRelay = (eventType: string) => findSportEvent(eventType)?.kind === 'relay';

const relayText = (a: StandardProgress) =>
  a.relay
    ? `${a.relay.relayName ? `${a.relay.relayName}: ` : ''}${a.relay.legs.map((l) => `${l.firstName} ${l.lastName}`).join(', ')}`
    : '';

/** What the count under a standard says: the team's qualifiers for staff, their own for an invitee, the team's relay for a relay. */
const qualifiersText = (block: ProgressBlock, own: boolean, seasonLabel: string): string => {
  const relay = isRelay(block.standard.eventType);
  const n = block.qualifiers;
  if (relay) {
    if (own) return n > 0 ? `A relay you ran met it in ${seasonLabel}` : `No relay you ran has met it in ${seasonLabel} yet`;
    return n > 0 ? `The team's relay met it in ${seasonLabel}` : `No relay of the team has met it in ${seasonLabel} yet`;
  }
  if (own) return `Your athletes: ${n} qualified in ${seasonLabel}`;
  return `${n} ${n === 1 ? 'qualifier' : 'qualifiers'} in ${seasonLabel}`;
};

const emptyText = (relay: boolean, team: boolean, event: string, seasonLabel: string): string => {
  if (relay)
    return team ? `No legal ${event} mark in ${seasonLabel} yet.` : `No relay you ran has a legal ${event} mark in ${seasonLabel} yet.`;
  return team
    ? `No legal mark in ${event} in ${seasonLabel} yet.`
    : `None of your athletes has a legal mark in ${event} in ${seasonLabel} yet.`;
};

/** One standard: who met it (badge), and everyone else's season best with how far away it is; for a relay, the team's best relay and its legs. */
function StandardTable({
  block,
  canWrite,
  seasonLabel,
  units,
  onEdit,
  onRemove,
}: {
  block: ProgressBlock;
  canWrite: boolean;
  seasonLabel: string;
  units: Units;
  onEdit: (standard: Standard) => void;
  onRemove: (standard: Standard) => void;
}) {
  const { standard } = block;
  const title = `${standard.name} · ${standardEventTitle(standard)} ${standard.display}`;
  const relay = isRelay(standard.eventType);
  return (
    <PerformanceBlock
      title={title}
      csv={{
        filename: `standard-${standard.name.toLowerCase().replace(/\W+/g, '-')}-${standard.eventType}.csv`,
        header: [relay ? 'Relay' : 'Athlete', 'Grade', 'Season best', 'Standard', 'Qualified', 'Away', '% away'],
        rows: block.athletes.map((a) => [
          a.athlete ? `${a.athlete.firstName} ${a.athlete.lastName}` : relayText(a),
          a.athlete?.grade ?? '',
          a.best.display,
          standard.display,
          a.qualified ? 'yes' : 'no',
          a.qualified ? '' : formatMarkGap(standard.eventType, a.gap, units),
          a.percentAway,
        ]),
      }}
      actions={
        canWrite ? (
          <>
            <ActionIcon variant="subtle" aria-label={`Change the standard ${title}`} onClick={() => onEdit(standard)}>
              <IconPencil size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" aria-label={`Remove the standard ${title}`} onClick={() => onRemove(standard)}>
              <IconTrash size={16} />
            </ActionIcon>
          </>
        ) : undefined
      }
    >
      <Text size="sm" mb="xs" data-testid="qualifier-count">
        {LEVEL_LABELS[standard.level]} · {qualifiersText(block, !canWrite, seasonLabel)}
      </Text>
      {block.athletes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {emptyText(relay, canWrite, standard.displayName, seasonLabel)}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={340}>
          <Table aria-label={`${title}: ${relay ? 'relays' : 'athletes'}`} verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{relay ? "The team's best relay" : 'Athlete'}</Table.Th>
                <Table.Th>Season best</Table.Th>
                <Table.Th>Against the standard</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.athletes.map((a) => (
                <Table.Tr key={a.athlete?.id ?? a.best.id}>
                  <Table.Td>
                    {a.athlete ? (
                      <Anchor component={Link} to={paths.athleteDetail(a.athlete.id)} size="sm" fw={500}>
                        {a.athlete.firstName} {a.athlete.lastName}
                      </Anchor>
                    ) : (
                      <Text size="sm" data-testid="relay-legs">
                        {relayText(a)}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.meetDetail(a.best.meetId)}
                      size="sm"
                      fw={700}
                      title={`${a.best.meetName}, ${a.best.date}`}
                    >
                      {a.best.display}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    {a.qualified ? (
                      <Badge color="grape" variant="filled" tt="none">
                        Qualified
                      </Badge>
                    ) : (
                      <Group gap={6} wrap="nowrap">
                        <Progress value={Math.max(0, 100 - a.percentAway * 10)} w={60} size="sm" aria-hidden="true" visibleFrom="xs" />
                        <Text span size="sm">
                          {formatMarkGap(standard.eventType, a.gap, units)} away
                        </Text>
                        <Text span size="xs" c="dimmed">
                          ({a.percentAway.toFixed(2)}%)
                        </Text>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </PerformanceBlock>
  );
}

/** Qualifying standards: the form (staff), then each standard of the season's kind with the athletes against it. */
export function StandardsPanel(props: {
  orgId: string;
  canWrite: boolean;
  season: MeetSeason;
  seasonLabel: string;
  /** the team's units, for a field event's gap */
  units: Units;
  blocks: ProgressBlock[];
  error: unknown;
}) {
  const { orgId, canWrite, season, seasonLabel, blocks } = props;
  const { remove } = useStandardMutations(orgId);
  const [editing, setEditing] = useState<Standard | null>(null);
  const [removing, setRemoving] = useState<Standard | null>(null);
  const removingTitle = removing ? `${removing.name} · ${standardEventTitle(removing)} ${removing.display}` : '';
  return (
    <Stack gap="md">
      {canWrite ? (
        <PerformanceBlock title="Add a standard">
          <StandardForm orgId={orgId} season={season} />
        </PerformanceBlock>
      ) : null}
      {props.error ? <FormAlert message={errorMessage(props.error)} /> : null}
      {blocks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {canWrite
            ? `No standard for ${SEASON_LABELS[season].toLowerCase()} seasons matches these filters yet: add one above.`
            : `Your team has set no standard for ${SEASON_LABELS[season].toLowerCase()} seasons matching these filters.`}
        </Text>
      ) : (
        blocks.map((b) => (
          <StandardTable
            key={b.standard.id}
            block={b}
            canWrite={canWrite}
            seasonLabel={seasonLabel}
            units={props.units}
            onEdit={setEditing}
            onRemove={setRemoving}
          />
        ))
      )}
      {canWrite ? (
        <>
          <EditStandardModal orgId={orgId} standard={editing} onClose={() => setEditing(null)} currentSeason={season} />
          <ConfirmModal
            opened={removing !== null}
            onClose={() => setRemoving(null)}
            title="Remove the standard?"
            confirmLabel="Remove standard"
            onConfirm={async () => {
              await remove.mutateAsync(removing!.id);
              notify.success(`${removingTitle} removed`);
            }}
          >
            {removingTitle} will no longer be measured or flagged. The results stay as they are.
          </ConfirmModal>
        </>
      ) : null}
    </Stack>
  );
}
