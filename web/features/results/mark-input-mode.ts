import { resolveMarkEvent } from '@core/marks';
import type { Organization } from '@core/api/organizations';

/** A race this long can take a minute or more (400 m and up, a relay by its total): its time needs `:`. */
const MINUTE_RACE_METERS = 400;

/**
 * The phone keyboard for a mark: the decimal keypad where digits and a point are all a mark needs
 * (sprints: 12.41; metric jumps and throws: 6.12), the full keyboard where the keypad has no `:` or
 * `-` on most phones: times that can run past a minute (4:45.23) and feet-inches (20-03.5).
 */
export const markInputMode = (eventType: string, units: Organization['units']): 'decimal' | 'text' => {
  const event = resolveMarkEvent(eventType);
  if (!event) return 'text';
  if (event.measure === 'time') return (event.catalogue.distanceMeters ?? 0) >= MINUTE_RACE_METERS ? 'text' : 'decimal';
  if (event.measure === 'length') return units === 'imperial' ? 'text' : 'decimal';
  return 'decimal';
};
