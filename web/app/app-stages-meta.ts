/** The meta element of index.html that lists the app's stage chunks, in the order boot evaluates them (web/build/chunk-plan.ts writes it). */
export const STAGES_META = 'splits-app-stages';
