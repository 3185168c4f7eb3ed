/**
 * The first Intl date formatter a page builds loads ICU's locale data: about 30 ms of main thread,
 * 120 ms on a phone 4x slower. Built here, in a task of its own while the app's chunk is still on
 * the network, so that cost is not added to the long task that evaluates the chunk (the meets'
 * labels build their formatters there) or to the first render of the home's cards.
 */
export const warmIntl = (): void => {
  // the viewer's locale (messages, schedule) and en-US (meet dates), with a time zone (schedule times)
  new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }).format(0);
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(0);
};
