import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import {
  Dashboard,
  type EnrolmentStarted,
  type RechargeToAudit,
  STAFF_ROLES,
  STAFF_TOKEN_HEADER,
  type StaffRole,
  type WithdrawalToAudit,
} from '@crossbay/contract/staff';
import Fastify, { type RouteOptions } from 'fastify';
import { MINUTE } from '#server/lib/clock.ts';
import { staffAuth } from '#server/plugins/staff-auth.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { balanceOf, newBuyer } from './support/session.ts';
import {
  codeFor,
  enrolAndLogin as enrolAndLoginOf,
  enrolStaff,
  STAFF_PASSWORD,
  staffLogin,
  waitingRecharge as waitingRechargeOf,
  waitingWithdrawal as waitingWithdrawalOf,
} from './support/staff.ts';
import { type Answer, get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

const PASSWORD = STAFF_PASSWORD;

// The steps before a session: the only back-office routes anyone may call.
const rolesOf = (route: RouteOptions): readonly StaffRole[] =>
  Array.isArray(route.config?.staff) ? route.config.staff : [];

const OPEN_ROUTES = [
  'POST /api/admin/enrolment',
  'POST /api/admin/enrolment/confirm',
  'POST /api/admin/login',
];

for (const dialect of dialects) {
  describe(`the back office's staff, roles and audit log on ${dialect}`, () => {
    let t: TestApp;
    const routes: RouteOptions[] = [];
    let buyer: { id: number; token: string };
    const sessions = {} as Record<StaffRole, string>;

    before(async () => {
      t = await startTestApp(dialect, {
        seed: false,
        inApi: (api) => api.addHook('onRoute', (route) => void routes.push(route)),
      });
      buyer = await newBuyer(t.app, 'buyer1');
      for (const role of STAFF_ROLES) sessions[role] = (await enrolAndLogin(`${role}-1`, role)).token;
    });
    after(() => t.close());

    const as = (token: string) => ({ [STAFF_TOKEN_HEADER]: token });

    const enrol = (name: string, role: StaffRole) => enrolStaff(t.app, name, role);
    const login = (name: string, code: string, password = PASSWORD) =>
      staffLogin(t.app, name, code, password);
    const enrolAndLogin = (name: string, role: StaffRole) => enrolAndLoginOf(t.app, name, role);
    const waitingRecharge = (amount: number, ageMinutes = 0) =>
      waitingRechargeOf(t.app, buyer.id, amount, ageMinutes);
    const waitingWithdrawal = (amount: number) => waitingWithdrawalOf(t.app, buyer.id, amount);

    const auditRows = (objectType: string, objectId: number) =>
      t.app.db
        .selectFrom('audit_log')
        .selectAll()
        .where('object_type', '=', objectType)
        .where('object_id', '=', String(objectId))
        .orderBy('id')
        .execute();

    it('ops staff create prints a one-time enrolment link; the API answers an otpauth URI, a code confirms it', async () => {
      const ops = opsFor(t);
      const printed = await ops('staff', 'create', 'newowner', '--role', 'owner');
      assert.equal(printed.code, 0, printed.out);
      const link = /\/admin\/enrol#([\w-]{43})/.exec(printed.out);
      assert.ok(link?.[1], printed.out);
      const token = link[1];
      const started = await postJson<EnrolmentStarted>(t.app, '/api/admin/enrolment', {
        token,
        password: PASSWORD,
      });
      assert.equal(started.body.code, Codes.Ok, started.body.msg);
      assert.match(started.body.data.otpauth_uri, /^otpauth:\/\/totp\/.*newowner\?secret=[A-Z2-7]+/);
      const wrong = await postJson(t.app, '/api/admin/enrolment/confirm?lang=en', {
        token,
        code: codeFor(started.body.data.secret, 600),
      });
      assert.equal(wrong.body.code, Codes.ValidationFailed);
      assert.match(wrong.body.msg, /code is wrong/);
      const beforeConfirm = await login('newowner', codeFor(started.body.data.secret, 30));
      assert.equal(beforeConfirm.body.code, Codes.WrongCredentials, 'no login before the code confirms');
      const right = await postJson(t.app, '/api/admin/enrolment/confirm', {
        token,
        code: codeFor(started.body.data.secret),
      });
      assert.equal(right.body.code, Codes.Ok, right.body.msg);
      // The database holds the secret sealed under a key kept outside it: a copy of the database makes no codes.
      const stored = await t.app.db
        .selectFrom('staff')
        .select('totp_secret')
        .where('name', '=', 'newowner')
        .executeTakeFirstOrThrow();
      assert.match(stored.totp_secret ?? '', /^v1\./);
      assert.ok(
        !stored.totp_secret?.includes(started.body.data.secret),
        'the secret is not stored as it was shown',
      );
      const again = await postJson(t.app, '/api/admin/enrolment?lang=en', { token, password: PASSWORD });
      assert.equal(again.body.code, Codes.ValidationFailed);
      assert.match(again.body.msg, /not valid or has expired/, 'the link is spent');
      const created = await auditRows(
        'staff',
        Number(
          (
            await t.app.db
              .selectFrom('staff')
              .select('id')
              .where('name', '=', 'newowner')
              .executeTakeFirstOrThrow()
          ).id,
        ),
      );
      assert.deepEqual(
        created.map((r) => [r.action, r.actor_kind, r.actor_name]),
        [
          ['staff.create', 'ops', 'ops'],
          ['staff.enrol', 'staff', 'newowner'],
        ],
      );
    });

    it('refuses a login without a code or with a wrong one, and a code used once already', async () => {
      const { secret } = await enrol('twofactor', 'support');
      const none = await postJson(t.app, '/api/admin/login?lang=en', {
        name: 'twofactor',
        password: PASSWORD,
      });
      assert.equal(none.body.code, Codes.ValidationFailed);
      assert.match(none.body.msg, /6-digit code/);
      const wrong = await login('twofactor', codeFor(secret, 600));
      assert.equal(wrong.body.code, Codes.WrongCredentials);
      assert.equal(wrong.body.msg, 'Wrong name, password or code');
      const wrongPassword = await login('twofactor', codeFor(secret, 30), 'not-the-password');
      assert.equal(wrongPassword.body.code, Codes.WrongCredentials);
      const right = await login('twofactor', codeFor(secret, 30));
      assert.equal(right.body.code, Codes.Ok, right.body.msg);
      assert.equal(right.body.data.staff.role, 'support');
      const replayed = await login('twofactor', codeFor(secret, 30));
      assert.equal(replayed.body.code, Codes.WrongCredentials, 'a code opens one session');
    });

    it('locks a name out after 5 failures from one address, the right password and code included', async () => {
      const { secret } = await enrol('guessed', 'finance');
      for (let i = 0; i < 5; i++)
        assert.equal((await login('guessed', '000000', 'wrong-guess')).body.code, Codes.WrongCredentials);
      const locked = await login('guessed', codeFor(secret, 30));
      assert.equal(locked.status, 429);
      assert.equal(locked.body.code, Codes.TooManyRequests);
    });

    it('ends a session idle 30 minutes, and at logout', async () => {
      const { token } = await enrolAndLogin('idler', 'catalogue');
      const idleFor = (minutes: number) =>
        t.app.db
          .updateTable('staff_sessions')
          .set({ last_seen_at: new Date(Date.now() - minutes * MINUTE).toISOString() })
          .where('ended_at', 'is', null)
          .where('staff_id', '=', (eb) => eb.selectFrom('staff').select('id').where('name', '=', 'idler'))
          .execute();
      await idleFor(29);
      assert.equal((await get(t.app, '/api/admin/me', as(token))).status, 200, 'used within 30 minutes');
      await idleFor(31);
      assert.equal((await get(t.app, '/api/admin/me', as(token))).status, 401, 'idle past 30 minutes');

      const other = await enrolAndLogin('leaver', 'catalogue');
      assert.equal((await postJson(t.app, '/api/admin/logout', {}, as(other.token))).status, 200);
      const stolen = await get(t.app, '/api/admin/me', as(other.token));
      assert.equal(stolen.status, 401, 'a token after logout is refused');
    });

    it('declares the roles of every back-office route, and gives each role only its routes', async () => {
      const admin = routes.filter((r) => r.url.startsWith('/api/admin/') && r.method !== 'HEAD');
      assert.ok(admin.length >= 15, `only ${admin.length} admin routes seen`);
      const open = admin.filter((r) => r.config?.staff === 'anyone').map((r) => `${r.method} ${r.url}`);
      assert.deepEqual(open.sort(), [...OPEN_ROUTES].sort());
      const call = (route: RouteOptions, headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET' | 'POST',
          url: route.url.replace(':id', '999999'),
          headers,
          ...(route.method === 'POST' ? { payload: {} } : {}),
        });
      const staffed = admin.filter((r) => Array.isArray(r.config?.staff));
      assert.equal(staffed.length + open.length, admin.length, 'every admin route names its roles');
      const loggedOut = await enrolAndLogin('logged-out', 'owner');
      await postJson(t.app, '/api/admin/logout', {}, as(loggedOut.token));
      const wrongs: string[] = [];
      for (const route of staffed) {
        const name = `${route.method} ${route.url}`;
        const roles = rolesOf(route);
        if (route.url !== '/api/admin/logout')
          for (const role of STAFF_ROLES) {
            const res = await call(route, as(sessions[role]));
            const allowed = roles.includes(role);
            if (allowed ? [401, 403].includes(res.statusCode) : res.statusCode !== 403)
              wrongs.push(`${role} ${name}: ${res.statusCode}`);
          }
        for (const [who, headers] of [
          ['no token', {}],
          ['a buyer token', { token: buyer.token }],
          ['a buyer token as a staff token', as(buyer.token)],
          ['a staff token after logout', as(loggedOut.token)],
        ] as const) {
          const res = await call(route, headers);
          if (res.statusCode !== 401) wrongs.push(`${who} ${name}: ${res.statusCode}`);
        }
      }
      assert.deepEqual(wrongs, []);
      // Finance's routes, named: support cannot pass a withdrawal by calling the route by hand.
      const finance = staffed.filter((r) => rolesOf(r).includes('finance'));
      assert.ok(finance.some((r) => r.url === '/api/admin/withdrawals/:id/pass'));
      assert.ok(!finance.some((r) => r.url === '/api/admin/staff'));
      // Two-person approval (decision 0125): finance sees the approvals waiting; only the owner sets the threshold.
      assert.ok(finance.some((r) => r.url === '/api/admin/approvals'));
      const threshold = staffed.filter((r) => r.url === '/api/admin/settings/approval-threshold');
      assert.deepEqual(
        threshold.map((r) => [r.method, [...rolesOf(r)].sort()]),
        [
          ['GET', ['finance', 'owner']],
          ['POST', ['owner']],
        ],
      );
    });

    it('refuses to register a back-office route that names no roles', async () => {
      const bare = Fastify();
      await bare.register(staffAuth, { db: t.app.db, idleMinutes: 30 });
      assert.throws(() => bare.get('/api/admin/forgotten', async () => ({})), /must declare the roles/);
      await bare.close();
    });

    it('never takes a staff token for a buyer', async () => {
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token: buyer.token })).status, 200);
      for (const headers of [{ token: sessions.owner }, as(sessions.owner)])
        assert.equal((await get(t.app, '/api/user/getUserInfo', headers)).status, 401);
    });

    it('lists recharges oldest first with their age, and counts each queue on the dashboard', async () => {
      const older = await waitingRecharge(5_000, 90);
      const newer = await waitingRecharge(2_500, 5);
      const list = await get<RechargeToAudit[]>(t.app, '/api/admin/recharges', as(sessions.finance));
      const rows = list.body.data.filter((r) => [older, newer].includes(r.id));
      assert.deepEqual(
        rows.map((r) => [r.id, r.amount_claimed, r.buyer_account, r.reference, r.proof_url]),
        [
          [older, '50.00', 'buyer1', 'CBTEST0001', '/uploads/proof.webp'],
          [newer, '25.00', 'buyer1', 'CBTEST0001', '/uploads/proof.webp'],
        ],
      );
      assert.ok((rows[0]?.waiting_seconds ?? 0) >= 90 * 60);
      const board = Dashboard.parse(
        (await get(t.app, '/api/admin/dashboard', as(sessions.finance))).body.data,
      );
      const recharges = board.queues.find((q) => q.queue === 'recharges');
      assert.ok((recharges?.count ?? 0) >= 2);
      assert.ok((recharges?.oldest_waiting_seconds ?? 0) >= 90 * 60);
      const support = Dashboard.parse(
        (await get(t.app, '/api/admin/dashboard', as(sessions.support))).body.data,
      );
      assert.deepEqual(support.queues, [], "support does not see finance's queues");
    });

    it('two staff passing one recharge at once yield one decision; the second is told who decided', async () => {
      const second = await enrolAndLogin('finance-2', 'finance');
      const id = await waitingRecharge(4_000);
      const start = await balanceOf(t.app, buyer.id);
      const answers: Answer<unknown>[] = await Promise.all([
        postJson(
          t.app,
          `/api/admin/recharges/${id}/pass?lang=en`,
          { arrival: '39.90' },
          as(sessions.finance),
        ),
        postJson(t.app, `/api/admin/recharges/${id}/pass?lang=en`, { arrival: '39.90' }, as(second.token)),
      ]);
      const codes = answers.map((a) => a.body.code).sort();
      assert.deepEqual(codes, [Codes.Ok, Codes.AlreadyDecided].sort());
      const lost = answers.find((a) => a.body.code === Codes.AlreadyDecided);
      assert.match(lost?.body.msg ?? '', /^(finance-1|finance-2) already decided this at /);
      assert.equal(await balanceOf(t.app, buyer.id), start + 3_990, 'credited once, the amount that arrived');
      const bills = await t.app.db
        .selectFrom('bill')
        .select('amount')
        .where('ref_type', '=', 'recharge')
        .where('ref_id', '=', id)
        .execute();
      assert.deepEqual(
        bills.map((b) => Number(b.amount)),
        [3_990],
      );
      const audit = await auditRows('recharge', id);
      assert.equal(audit.length, 1);
      assert.equal(audit[0]?.actor_kind, 'staff');
      assert.ok(['finance-1', 'finance-2'].includes(audit[0]?.actor_name ?? ''));
      assert.ok(audit[0]?.address);
      assert.deepEqual(JSON.parse(audit[0]?.after ?? 'null'), { status: 'passed', arrival: '39.90' });
      assert.deepEqual(JSON.parse(audit[0]?.before ?? 'null'), {
        status: 'auditing',
        amount: '40.00',
        buyer_id: buyer.id,
      });
    });

    it('two staff deciding one withdrawal at once, one passing and one refusing, yield one decision', async () => {
      const other = await enrolAndLogin('finance-3', 'finance');
      const id = await waitingWithdrawal(5_000);
      const start = await balanceOf(t.app, buyer.id);
      const answers: Answer<unknown>[] = await Promise.all([
        postJson(t.app, `/api/admin/withdrawals/${id}/pass?lang=en`, {}, as(sessions.owner)),
        postJson(
          t.app,
          `/api/admin/withdrawals/${id}/refuse?lang=en`,
          { reason: 'card closed' },
          as(other.token),
        ),
      ]);
      assert.deepEqual(answers.map((a) => a.body.code).sort(), [Codes.Ok, Codes.AlreadyDecided].sort());
      const won = answers.findIndex((a) => a.body.code === Codes.Ok);
      const winner = won === 0 ? 'owner-1' : 'finance-3';
      assert.match(answers[1 - won]?.body.msg ?? '', new RegExp(`^${winner} already decided this at `));
      const row = await t.app.db
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, won === 0 ? 'passed' : 'refused');
      assert.equal(
        await balanceOf(t.app, buyer.id),
        start + (won === 0 ? 0 : 5_000),
        'money moved once at most',
      );
      assert.deepEqual(
        (await auditRows('withdrawal', id)).map((r) => r.actor_name),
        [winner],
      );
    });

    it('refuses a recharge and passes and refuses withdrawals, each written in the audit log with its actor', async () => {
      const recharge = await waitingRecharge(1_000);
      const refused = await postJson(
        t.app,
        `/api/admin/recharges/${recharge}/refuse`,
        { reason: 'no transfer arrived' },
        as(sessions.owner),
      );
      assert.equal(refused.body.code, Codes.Ok, refused.body.msg);
      const unknown = await postJson(
        t.app,
        '/api/admin/recharges/999999/refuse',
        { reason: 'x' },
        as(sessions.owner),
      );
      assert.equal(unknown.status, 404, 'an id no request has is not found, not "already decided"');
      const empty = await postJson(
        t.app,
        `/api/admin/recharges/${recharge}/refuse?lang=en`,
        { reason: ' ' },
        as(sessions.owner),
      );
      assert.equal(empty.body.code, Codes.ValidationFailed);

      const passing = await waitingWithdrawal(3_000);
      const refusing = await waitingWithdrawal(2_000);
      const queue = await get<WithdrawalToAudit[]>(t.app, '/api/admin/withdrawals', as(sessions.finance));
      const shown = queue.body.data.find((w) => w.id === passing);
      assert.deepEqual(
        [shown?.amount, shown?.service_charge, shown?.destination],
        ['30.00', '1.00', 'Kasikorn •••• 1111'],
      );
      const start = await balanceOf(t.app, buyer.id);
      const pass = await postJson(t.app, `/api/admin/withdrawals/${passing}/pass`, {}, as(sessions.finance));
      assert.equal(pass.body.code, Codes.Ok, pass.body.msg);
      const refuse = await postJson(
        t.app,
        `/api/admin/withdrawals/${refusing}/refuse`,
        { reason: 'name does not match' },
        as(sessions.finance),
      );
      assert.equal(refuse.body.code, Codes.Ok, refuse.body.msg);
      assert.equal(await balanceOf(t.app, buyer.id), start + 2_000, 'the refused amount is given back');
      const rows = [
        ...(await auditRows('recharge', recharge)),
        ...(await auditRows('withdrawal', passing)),
        ...(await auditRows('withdrawal', refusing)),
      ];
      assert.deepEqual(
        rows.map((r) => [r.action, r.actor_name]),
        [
          ['recharge.refuse', 'owner-1'],
          ['withdrawal.pass', 'finance-1'],
          ['withdrawal.refuse', 'finance-1'],
        ],
      );
      const viaApi = await get<{ action: string; actor_name: string }[]>(
        t.app,
        `/api/admin/audit?object_type=withdrawal&object_id=${refusing}`,
        as(sessions.owner),
      );
      assert.deepEqual(
        viaApi.body.data.map((r) => [r.action, r.actor_name]),
        [['withdrawal.refuse', 'finance-1']],
      );
    });

    it('writes ops decisions in the audit log with actor ops', async () => {
      const id = await waitingRecharge(1_500);
      const out = await opsFor(t)('recharge', 'pass', String(id), '--arrival', '15.00');
      assert.equal(out.code, 0, out.out);
      const rows = await auditRows('recharge', id);
      assert.deepEqual(
        rows.map((r) => [r.action, r.actor_kind, r.actor_name, r.actor_id]),
        [['recharge.pass', 'ops', 'ops', null]],
      );
    });

    it("logs every reading of a buyer's personal data", async () => {
      const res = await get<{ account: string; email: string }>(
        t.app,
        `/api/admin/buyers/${buyer.id}`,
        as(sessions.support),
      );
      assert.equal(res.body.data.account, 'buyer1');
      const rows = await auditRows('buyer', buyer.id);
      assert.deepEqual(
        rows.map((r) => [r.action, r.actor_name]),
        [['buyer.read', 'support-1']],
      );
    });

    it('keeps the audit log append-only: an update or a delete fails', async () => {
      const before = await t.app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      await assert.rejects(
        t.app.db.updateTable('audit_log').set({ actor_name: 'someone else' }).execute(),
        /append-only/,
      );
      await assert.rejects(t.app.db.deleteFrom('audit_log').execute(), /append-only/);
      const afterwards = await t.app.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      assert.equal(Number(afterwards.n), Number(before.n));
      assert.ok(Number(before.n) > 0);
    });

    it('lets the owner list, create and disable staff; a disabled member is refused at once', async () => {
      const created = await postJson<{ enrolment_url: string }>(
        t.app,
        '/api/admin/staff',
        { name: 'helper', role: 'support' },
        as(sessions.owner),
      );
      assert.equal(created.body.code, Codes.Ok, created.body.msg);
      assert.match(created.body.data.enrolment_url, /\/admin\/enrol#[\w-]{43}$/);
      const taken = await postJson(
        t.app,
        '/api/admin/staff?lang=en',
        { name: 'helper', role: 'finance' },
        as(sessions.owner),
      );
      assert.match(taken.body.msg, /already exists/);
      const victim = await enrolAndLogin('to-disable', 'finance');
      const list = await get<{ id: number; name: string; disabled: boolean }[]>(
        t.app,
        '/api/admin/staff',
        as(sessions.owner),
      );
      const row = list.body.data.find((s) => s.name === 'to-disable');
      assert.equal(row?.disabled, false);
      const disabled = await postJson(t.app, `/api/admin/staff/${row?.id}/disable`, {}, as(sessions.owner));
      assert.equal(disabled.body.code, Codes.Ok, disabled.body.msg);
      assert.equal((await get(t.app, '/api/admin/me', as(victim.token))).status, 401);
      // A code not used yet, with the right password: still no session.
      await t.app.db
        .updateTable('staff')
        .set({ totp_last_step: null })
        .where('name', '=', 'to-disable')
        .execute();
      const relogin = await login('to-disable', codeFor(victim.secret));
      assert.equal(relogin.body.code, Codes.AccountDisabled);
      assert.equal(relogin.body.msg, 'This staff account is disabled.');
      const audit = await auditRows('staff', row?.id ?? 0);
      assert.deepEqual(audit.map((r) => [r.action, r.actor_name]).at(-1), ['staff.disable', 'owner-1']);
    });
  });
}
