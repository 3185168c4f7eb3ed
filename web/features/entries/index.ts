/** A meet's entries: the entries modal, seeds, limits, the entries export and print sheet: what other features may use. */
export { entriesCsv, entriesFileName, sheetEventTitle } from './entries-export';
export { EntriesModal } from './entries-modal';
export { EntriesPrintSheet } from './entries-print-sheet';
export { EntryLimitAlert } from './entry-limit-alert';
