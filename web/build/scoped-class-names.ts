import { createHash } from 'node:crypto';
import { basename, relative } from 'node:path';
import type { CSSModulesOptions } from 'vite';

const MODULE_SUFFIX = /\.module\.css$/;

const pathOf = (file: string) => file.split('?')[0] ?? file;

/**
 * `bag-line.module.css` + `.price` → `bag-line__price_Qx3aB`: the file and the class, readable in the
 * inspector, and the file's tag, since two folders may each hold an `address-card.module.css`.
 */
export function readableClassName(local: string, file: string, root: string): string {
  return `${basename(pathOf(file)).replace(MODULE_SUFFIX, '')}__${local}_${fileTag(file, root)}`;
}

/** Five base-64 characters of the file's path: the same on every build, never starting with a digit or a hyphen. */
export function fileTag(file: string, root: string): string {
  const where = relative(root, pathOf(file)).replaceAll('\\', '/');
  const tag = createHash('sha256').update(where).digest('base64url').slice(0, 5);
  return /^[a-zA-Z_]/.test(tag) ? tag : `_${tag}`;
}

/**
 * Short names for the build: the file's tag and the class's place in its file (`Qx3aB0`, `Qx3aB1`, …). A
 * module's JavaScript map repeats its tag in every name, which gzip folds away, where a hash per class would
 * not compress at all (the first-load budget). Two files whose tags met would share names: the build
 * stops rather than let one file's rules style another's elements.
 */
export function shortClassNames(root: string): (local: string, file: string) => string {
  const byFile = new Map<string, Map<string, string>>();
  const owners = new Map<string, string>();
  return (local, file) => {
    const path = pathOf(file);
    let names = byFile.get(path);
    if (!names) {
      names = new Map();
      byFile.set(path, names);
    }
    let name = names.get(local);
    if (name === undefined) {
      name = `${fileTag(path, root)}${names.size.toString(36)}`;
      const owner = owners.get(name);
      if (owner !== undefined && owner !== path)
        throw new Error(`CSS modules ${owner} and ${path} share the name ${name}`);
      owners.set(name, path);
      names.set(local, name);
    }
    return name;
  };
}

/** Vite's `css.modules`: `styles.bagLine` in code for `.bag-line` in CSS, scoped names as above. */
export function cssModules(production: boolean, root: string): CSSModulesOptions {
  return {
    localsConvention: 'camelCaseOnly',
    generateScopedName: production
      ? shortClassNames(root)
      : (local, file) => readableClassName(local, file, root),
  };
}
