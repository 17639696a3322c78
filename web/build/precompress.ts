import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

// Text formats only: pictures and fonts are compressed already.
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Writes `file.br` (brotli, quality 11) and `file.gz` (gzip, level 9) beside every text file of the build,
 * so the server sends them as they are (`@fastify/static`'s `preCompressed`) and compresses nothing per
 * request. A sibling that would not be smaller is not written; the server then sends the file itself.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'crossbay:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Not .vite/ (the manifest is for the size check and the server) nor .server/: never served.
      const files = (await filesUnder(outDir)).filter(
        (file) => COMPRESSIBLE.test(file) && !/\/\.(?:vite|server)\//.test(file),
      );
      await Promise.all(
        files.map(async (file) => {
          const source = await readFile(file);
          const [br, gzipped] = await Promise.all([
            brotli(source, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
            gz(source, { level: 9 }),
          ]);
          if (br.length < source.length) await writeFile(`${file}.br`, br);
          if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
        }),
      );
    },
  };
}
