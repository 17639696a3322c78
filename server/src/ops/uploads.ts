import { existsSync, writeFileSync } from 'node:fs';
import { fileStore } from '#server/modules/files/store.ts';
import { privateFileForStaff } from '#server/modules/uploads/service.ts';
import type { OpsContext } from './context.ts';

/**
 * `upload save <path> <file>`: a private upload (a proof, evidence, certificate, as a recharge, refund or
 * complaint lists it) copied to a file for the operator to look at; never overwrites a file. Staff's only way
 * to a private upload until the back office has staff accounts (docs/decisions/0120).
 */
export async function uploadSave(
  { db, config, out }: OpsContext,
  path: string | undefined,
  file: string | undefined,
) {
  if (!path || !file) {
    out('usage: upload save <path> <file>');
    return 2;
  }
  if (existsSync(file)) {
    out(`${file} exists already`);
    return 1;
  }
  const stored = await privateFileForStaff(fileStore(config, db), path);
  if (!stored) {
    out(`no private upload at ${path}`);
    return 1;
  }
  writeFileSync(file, stored.bytes, { flag: 'wx' });
  out(`${file}: ${stored.contentType}, ${stored.bytes.length} bytes`);
  return 0;
}
