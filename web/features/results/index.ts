/** Results entry (grid, cards, sync, import) and what a saved result makes stale: what other features may use. */
export { invalidateAfterResults } from './api/invalidate-after-results';
export { seriesHint, takesSplits } from './check-row';
export { HeatWindForm } from './heat-wind-form';
export { ResultCards } from './result-cards';
export { ResultsGrid } from './results-grid';
export { ResultsImportModal } from './results-import-modal';
export { ResultsTable } from './results-table';
export { UnsavedBanner } from './unsaved-banner';
export { useResultRows, useResultsRetry } from './use-result-rows';
