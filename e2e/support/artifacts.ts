import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from './server.ts';

// Test artefacts (screenshots) land here; the folder is not part of the source.
export const ARTIFACTS_DIR = join(repoRoot, 'e2e', 'artifacts');

export async function artifactPath(file: string): Promise<string> {
  await mkdir(ARTIFACTS_DIR, { recursive: true });
  return join(ARTIFACTS_DIR, file);
}
