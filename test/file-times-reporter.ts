/**
 * A vitest reporter that writes each test file's time (import and its tests and
 * hooks) to VITEST_FILE_TIMES as JSON, slowest first: `.ci/run` prints the
 * slowest of each database (docs/testing.md, "Measuring").
 */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

export default class FileTimesReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const path = process.env.VITEST_FILE_TIMES;
    if (!path) return;
    const times = testModules.map((module) => {
      const diagnostic = module.diagnostic();
      return {
        file: relative(process.cwd(), module.moduleId),
        seconds: Math.round((diagnostic.collectDuration + diagnostic.duration) / 100) / 10,
        tests: [...module.children.allTests()].length,
      };
    });
    writeFileSync(
      path,
      JSON.stringify(
        times.sort((a, b) => b.seconds - a.seconds),
        null,
        1,
      ),
    );
  }
}
