/** A meet's entries: the entries modal, seeds, limits, the entries export: what other features may use. */
export { entriesCsv, entriesFileName, sheetEventTitle } from './entries-export';
export { EntriesModal } from './entries-modal';
export { EntryLimitAlert } from './entry-limit-alert';
