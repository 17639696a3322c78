import {
  AutoLoginBody,
  ChangePasswordBody,
  LoginAnswer,
  LoginBody,
  LoginLinkBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
  ResetPayBody,
  SetLanguageQuery,
  UserInfo,
  VerifyPayBody,
} from '@crossbay/contract/account';
import { DisplayChoiceBody } from '@crossbay/contract/display-rates';
import { envelopeOf } from '@crossbay/contract/envelope';
import { withGlobalQuery } from '@crossbay/contract/request';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '#server/app.ts';
import { publicUrl } from '#server/config.ts';
import { payCodeKey } from '#server/lib/pay-code-hash.ts';
import { serverSecret } from '#server/lib/secret-file.ts';
import { revokeSession } from '#server/modules/session/service.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { clearSession, handOver } from './hand-over.ts';
import { login } from './login.ts';
import { loginWithTicket, mailLoginLink } from './login-link.ts';
import { changePassword, resetPassword } from './passwords.ts';
import { setPayCode, verifyPayCode } from './pay-code.ts';
import { register } from './register.ts';
import { setDisplayCurrency, setLanguage, updateProfile, userInfo } from './service.ts';

const tags = ['account'];
const security = [{ token: [] }];

export const accountRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config, mailer } = deps;
  const payCodes = payCodeKey(config);
  const loginLinkSecret = serverSecret(config.LOGIN_LINK_SECRET, config.DATA_DIR, 'login-link.secret');

  app.post(
    '/api/user/login',
    { schema: { tags, body: LoginBody, response: { 200: envelopeOf(LoginAnswer) } } },
    async (request, reply) => {
      const place = {
        address: request.ip,
        cookies: request.headers.cookie,
        secure: request.protocol === 'https',
      };
      const { answer, deviceCookie } = await login(db, request.body, place, mailer, loginLinkSecret);
      reply.header('set-cookie', deviceCookie);
      return ok(request, await handOver(deps, request, reply, answer), 'success.login');
    },
  );

  app.post(
    '/api/user/login_link',
    { schema: { tags, body: LoginLinkBody, response: { 200: envelopeOf(z.null()) } } },
    async (request) => {
      await mailLoginLink(db, mailer, loginLinkSecret, publicUrl(config), request.body.account, request.ip);
      return ok(request, null, 'success.loginLinkSent');
    },
  );

  app.post(
    '/api/user/autologin',
    { schema: { tags, body: AutoLoginBody, response: { 200: envelopeOf(LoginAnswer) } } },
    async (request, reply) => {
      const answer = await loginWithTicket(db, loginLinkSecret, request.body.data, request.body.code);
      return ok(request, await handOver(deps, request, reply, answer), 'success.login');
    },
  );

  app.post(
    '/api/user/logout',
    { config: { auth: true }, schema: { tags, security, response: { 200: envelopeOf(z.null()) } } },
    async (request, reply) => {
      await revokeSession(db, requireUser(request).sessionId);
      clearSession(request, reply);
      return ok(request, null, 'success.logout');
    },
  );

  app.get(
    '/api/user/getUserInfo',
    { config: { auth: true }, schema: { tags, security, response: { 200: envelopeOf(UserInfo) } } },
    async (request) => ok(request, await userInfo(db, requireUser(request).id)),
  );

  app.get(
    '/api/user/set_language',
    {
      config: { auth: true },
      schema: {
        tags,
        security,
        querystring: withGlobalQuery(SetLanguageQuery),
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => {
      await setLanguage(db, requireUser(request).id, request.query.file_name);
      return ok(request, null, 'success.setting');
    },
  );

  app.post(
    '/api/user/display_currency',
    {
      config: { auth: true },
      schema: { tags, security, body: DisplayChoiceBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await setDisplayCurrency(db, requireUser(request).id, request.body.currency);
      return ok(request, null, 'success.setting');
    },
  );

  app.post(
    '/api/user/register',
    { schema: { tags, body: RegisterBody, response: { 200: envelopeOf(LoginAnswer) } } },
    async (request, reply) => {
      const answer = await register(db, request.t, request.body, request.locale, request.ip);
      return ok(request, await handOver(deps, request, reply, answer), 'success.register');
    },
  );

  app.post(
    '/api/user/resetpwd',
    { schema: { tags, body: ResetPasswordBody, response: { 200: envelopeOf(z.null()) } } },
    async (request, reply) => {
      await resetPassword(db, mailer, request.body);
      clearSession(request, reply);
      return ok(request, null, 'success.change');
    },
  );

  app.post(
    '/api/user/change_password',
    {
      config: { auth: true },
      schema: { tags, security, body: ChangePasswordBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      const user = requireUser(request);
      await changePassword(db, mailer, user.id, user.sessionId, request.body);
      return ok(request, null, 'success.change');
    },
  );

  app.post(
    '/api/user/resetPay',
    {
      config: { auth: true },
      schema: { tags, security, body: ResetPayBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await setPayCode(db, mailer, payCodes, requireUser(request).id, request.body);
      return ok(request, null, 'success.setting');
    },
  );

  app.post(
    '/api/user/verify_pay',
    {
      config: { auth: true },
      schema: { tags, security, body: VerifyPayBody, response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => {
      await verifyPayCode(db, payCodes, requireUser(request).id, request.body.pay_password);
      return ok(request, null);
    },
  );

  app.post(
    '/api/user/profile',
    {
      config: { auth: true },
      schema: { tags, security, body: ProfileBody, response: { 200: envelopeOf(UserInfo) } },
    },
    async (request) =>
      ok(request, await updateProfile(db, requireUser(request).id, request.body), 'success.save'),
  );
};
