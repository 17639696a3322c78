import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';

const RULES = resolve(import.meta.dirname, '../../deploy/prometheus');
const run = (args: string[]) =>
  promisify(execFile)('promtool', args, { cwd: RULES }).catch(
    (error: NodeJS.ErrnoException & { stdout?: string }) => {
      if (error.code === 'ENOENT')
        throw new Error('promtool is missing: apt-get install prometheus (.ci/run installs it)', {
          cause: error,
        });
      throw new Error(`promtool ${args.join(' ')} failed:\n${error.stdout ?? ''}${error.message}`, {
        cause: error,
      });
    },
  );

// The alert rules an operator loads into Prometheus are valid, and fire on what their tests feed them: a bill
// row deleted by hand, a withdrawal waiting a day, server errors, slow payments (docs/operations.md).
describe('the Prometheus alert rules', () => {
  it('pass promtool check rules and promtool test rules', async () => {
    assert.match((await run(['check', 'rules', 'alerts.yml'])).stdout, /SUCCESS: \d+ rules found/);
    assert.match((await run(['test', 'rules', 'alerts.test.yml'])).stdout, /SUCCESS/);
  });
});
