import { serverSecret } from '#server/lib/secret-file.ts';
import { issueLoginTicket } from '#server/modules/account/login-link.ts';
import type { OpsContext } from './context.ts';
import { userIdByAccount } from './ledger.ts';

/** `login-link <account> [--path /bag] [--base http://localhost:3000]`: a one-time startup-login URL. */
export async function loginLink(
  { db, config, out }: OpsContext,
  account: string | undefined,
  path: string,
  base: string,
) {
  if (!account || !path.startsWith('/')) {
    out('usage: login-link <account> [--path /bag] [--base http://localhost:3000]');
    return 2;
  }
  if ((await userIdByAccount(db, account)) === null) {
    out(`no user with account "${account}"`);
    return 1;
  }
  const secret = serverSecret(config.LOGIN_LINK_SECRET, config.DATA_DIR, 'login-link.secret');
  const { data, code } = issueLoginTicket(secret, account);
  const url = new URL('/', base);
  url.search = new URLSearchParams({ data, code, path }).toString();
  out(url.toString());
  return 0;
}
