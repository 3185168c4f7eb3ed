/** The records area's public entry: what other features may use. */
export { recordEventName } from './records-labels';
export { HistoricalImportPage } from './historical-import-page';
