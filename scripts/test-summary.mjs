// Prints one closing line over every vitest JSON report given: "N passed, N failed, N skipped".
// A test file that fails before any of its tests runs (an import or a missing fixture) counts as one failure.
import { readFileSync, existsSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) continue;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const asserted = (suite.assertionResults ?? []).some((a) => a.status === 'failed');
    if (suite.status === 'failed' && !asserted) failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
