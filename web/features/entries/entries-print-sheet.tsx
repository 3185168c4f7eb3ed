import { markAsRunText } from '@core/api/results';
import type { MeetDetail } from '@core/api/meets';
import type { MarkOptions } from '@core/marks';
import { entryName, relayLegsText } from '../../lib/entry-label';
import { meetDates } from '../../lib/meet-labels';
import { sheetEventTitle } from './entries-export';
import { bySheetOrder } from './seed-order';
import classes from './entries-print-sheet.module.css';

/**
 * The printable heat and flight sheet: every event with its entries by heat (flight), then seed
 * (best first), with the seed mark and a column to write the marks in. Hidden on screen; printing
 * the meet page prints only this.
 */
export function EntriesPrintSheet({ meet, markOptions }: { meet: MeetDetail; markOptions: MarkOptions }) {
  return (
    <div className={classes.sheet} data-testid="entries-print-sheet">
      <h1>{meet.name}</h1>
      <p>
        {meetDates(meet)}
        {meet.location ? ` · ${meet.location}` : ''}
      </p>
      {meet.events.map((event) => (
        <section key={event.id} className={classes.event}>
          <h2>{sheetEventTitle(event, meet)}</h2>
          {event.entries.length === 0 ? (
            <p>Nobody entered.</p>
          ) : (
            <table className={classes.table}>
              <thead>
                <tr>
                  <th>{event.kind === 'time' || event.kind === 'relay' ? 'Heat' : 'Flight'}</th>
                  <th>{event.kind === 'relay' ? 'Team' : 'Athlete'}</th>
                  <th>{event.kind === 'relay' ? 'Legs' : 'Grade'}</th>
                  <th>Seed</th>
                  <th className={classes.mark}>Mark</th>
                </tr>
              </thead>
              <tbody>
                {[...event.entries].sort(bySheetOrder(event.eventType, markOptions)).map((entry) => (
                  <tr key={entry.id}>
                    <td>{entry.result?.heat ?? ''}</td>
                    <td>{entryName(entry)}</td>
                    <td>{event.kind === 'relay' ? (relayLegsText(entry) ?? '') : (entry.athlete?.grade ?? '')}</td>
                    <td>{entry.seed?.display ?? ''}</td>
                    <td>{entry.result ? markAsRunText(entry.result) : ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
      ))}
    </div>
  );
}
