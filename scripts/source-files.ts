import { type Dirent, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The files below `folder` (relative to `root`, paths answered the same way) whose names `take` accepts, in
 * folders `skip` does not refuse; a folder that does not exist has none. The lint's checks walk the tree with it.
 */
export function* sourceFiles(
  root: string,
  folder: string,
  take: (name: string) => boolean,
  skip: (folderName: string) => boolean = (name) => name === 'node_modules',
): Generator<string> {
  let entries: Dirent[];
  try {
    entries = readdirSync(join(root, folder), { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!skip(entry.name)) yield* sourceFiles(root, path, take, skip);
    } else if (take(entry.name)) yield path;
  }
}
