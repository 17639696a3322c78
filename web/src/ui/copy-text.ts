import { showFailure, showSuccess } from './toast.ts';

/** spec §5: copying needs a secure context; elsewhere (plain http) it is refused with "Copy Fail". */
export async function copyText(text: string): Promise<boolean> {
  if (!window.isSecureContext || !navigator.clipboard) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // A denied permission is a failed copy, said to the buyer by the caller.
    return false;
  }
}

/** Copies and tells the buyer how it went, in the caller's words. */
export async function copyAndTell(text: string, said: { copied: string; failed: string }): Promise<void> {
  if (await copyText(text)) showSuccess(said.copied);
  else showFailure(said.failed);
}
