import type { Entry } from '@core/api/meets';

/** How an entry is named in the grid and forms: "Reyes, Dana" or the relay team with its legs. */
export function entryName(entry: Pick<Entry, 'athlete' | 'relayName'>): string {
  if (entry.athlete) return `${entry.athlete.lastName}, ${entry.athlete.firstName}`;
  return entry.relayName || 'Relay team';
}

/** The relay's legs in running order ("Reyes, Okafor, Silva, Novak"), or null for an individual entry. */
export function relayLegsText(entry: Pick<Entry, 'legs'>): string | null {
  if (!entry.legs) return null;
  const legs = entry.legs.filter((l) => !l.alternate).sort((a, b) => a.position - b.position);
  const alternates = entry.legs.filter((l) => l.alternate);
  const text = legs.map((l) => l.lastName).join(', ');
  return alternates.length ? `${text} (alt. ${alternates.map((l) => l.lastName).join(', ')})` : text;
}
