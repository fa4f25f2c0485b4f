// Prints one closing line for jest result files (jest --json): `tests: N passed, N failed, N skipped`.
// A file that is missing (its run never got to jest) counts as one failure.
const { existsSync, readFileSync } = require('node:fs');

const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`${file}: no results (the run stopped before its tests)`);
    total.failed += 1;
    continue;
  }
  const results = JSON.parse(readFileSync(file, 'utf8'));
  total.passed += results.numPassedTests;
  // A suite that failed to run (a syntax error, a crash) has no failed test but is a failure.
  total.failed += results.numFailedTests + results.numRuntimeErrorTestSuites;
  total.skipped += results.numPendingTests;
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
