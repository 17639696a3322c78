import { Account, Password } from '@crossbay/contract/account';
import { isLocale, LOCALE_NAMES } from '@crossbay/contract/locales';
import { nowIso } from '#server/lib/clock.ts';
import { hashSecret } from '#server/lib/password.ts';
import { createUser, disableAccount } from '#server/modules/account/service.ts';
import { publishPlatformNotice } from '#server/modules/notices/service.ts';
import type { OpsContext } from './context.ts';
import { userIdByAccount } from './ledger.ts';

/** `user create <account> <password> [--email e]` */
export async function userCreate(
  { db, out }: OpsContext,
  account: string | undefined,
  password: string | undefined,
  email?: string,
) {
  const parsedAccount = Account.safeParse(account);
  const parsedPassword = Password.safeParse(password);
  if (!parsedAccount.success || !parsedPassword.success) {
    out('usage: user create <account> <password of 6+ characters> [--email address]');
    return 2;
  }
  if ((await userIdByAccount(db, parsedAccount.data)) !== null) {
    out(`the account "${parsedAccount.data}" already exists`);
    return 1;
  }
  const now = nowIso();
  await createUser(db, {
    account: parsedAccount.data,
    account_key: parsedAccount.data.toLowerCase(),
    password_hash: await hashSecret(parsedPassword.data),
    email: email?.toLowerCase() ?? null,
    created_at: now,
    updated_at: now,
  });
  out(`created ${parsedAccount.data}`);
  return 0;
}

/** `user disable <account>`: every session ends and login is refused. */
export async function userDisable({ db, out }: OpsContext, account: string | undefined) {
  const id = account ? await userIdByAccount(db, account) : null;
  if (id === null) {
    out(account ? `no user with account "${account}"` : 'usage: user disable <account>');
    return account ? 1 : 2;
  }
  await disableAccount(db, id);
  out(`disabled ${account}; its sessions are ended`);
  return 0;
}

/** `notice publish --lang de --title T --body B` */
export async function noticePublish(
  { db, out }: OpsContext,
  lang: string | undefined,
  title: string | undefined,
  body: string | undefined,
) {
  if (!isLocale(lang) || !title || !body) {
    out(`usage: notice publish --lang <${LOCALE_NAMES.join('|')}> --title <text> --body <text>`);
    return 2;
  }
  const id = await publishPlatformNotice(db, lang, title, body);
  out(`published notice ${id} in ${lang}`);
  return 0;
}
