import { LoginAnswer, ThirdLoginBody, ThirdLoginStart } from '@crossbay/contract/account';
import { envelopeOf } from '@crossbay/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { handOver } from '#server/modules/account/hand-over.ts';
import { ok } from '#server/plugins/envelope.ts';
import { identityProvider } from './provider.ts';
import { completeThirdLogin, startThirdLogin } from './service.ts';

const tags = ['account'];

/** Third-party login (OpenID Connect, authorization code with PKCE): start, then come back with the code. */
export const oidcRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;
  const provider = identityProvider(config);

  app.get(
    '/api/user/third',
    { schema: { tags, response: { 200: envelopeOf(ThirdLoginStart) } } },
    async (request) => ok(request, await startThirdLogin(db, provider, request.log)),
  );

  app.post(
    '/api/user/third',
    { schema: { tags, body: ThirdLoginBody, response: { 200: envelopeOf(LoginAnswer) } } },
    async (request, reply) => {
      const context = { lang: request.locale, log: request.log };
      const answer = await completeThirdLogin(db, provider, request.body, context);
      return ok(request, await handOver(deps, request, reply, answer), 'success.login');
    },
  );
};
