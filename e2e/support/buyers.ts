import { runOps } from './ops.ts';
import type { RunningServer } from './server.ts';
import { type ShopApi, shopApi } from './shop-api.ts';
import { loginThroughApi } from './shop-session.ts';

type NewBuyer = { email?: string; payCode?: string; grant?: string };

/**
 * A buyer of their own, made by the operator and logged in through the API: with no money unless the
 * operator grants some, and with no payment code unless one is given.
 */
export async function newBuyer(
  server: RunningServer,
  account: string,
  { email, payCode, grant }: NewBuyer = {},
): Promise<{ api: ShopApi; token: string }> {
  const password = 'secret-pass-1';
  await runOps(server, 'user', 'create', account, password, ...(email ? ['--email', email] : []));
  if (grant) await runOps(server, 'grant', account, grant);
  const token = await loginThroughApi(server.baseURL, { account, password });
  const api = shopApi(server.baseURL, token);
  if (payCode) await api.post('/api/user/resetPay', { pay_password: payCode, repay_password: payCode });
  return { api, token };
}
