import assert from 'node:assert/strict';
import type { Session } from './browser.ts';

/** No CSP violation, no console error, no failed request (category icons may be missing for now). */
export function assertCleanPage(
  session: Session,
  expectedFailures: (url: string) => boolean = () => false,
): void {
  assert.deepEqual(session.cspViolations, [], 'no Content-Security-Policy violation');
  assert.deepEqual(session.consoleErrors, [], 'no console error');
  const unexpected = session.failedResponses.filter(
    (response) => response.resourceType !== 'image' && !expectedFailures(response.url),
  );
  assert.deepEqual(unexpected, [], 'no failed request other than an image');
}
