import { STAGES_META } from './app-stages-meta';
import { nextTask } from './next-task';

/**
 * Evaluates the app's stage chunks (web/build/chunk-plan.ts lists them in index.html), one task each, so
 * that importing the app then evaluates only its own chunk: one long task of about 200 ms on a
 * phone becomes shorter ones the browser can answer input between. A build without stages
 * (the dev server) lists none.
 */
export const evaluateAppStages = async (): Promise<void> => {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${STAGES_META}"]`);
  for (const href of meta?.content.split(' ').filter(Boolean) ?? []) {
    await import(/* @vite-ignore */ href);
    await nextTask();
  }
};
