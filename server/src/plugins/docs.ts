import { STAFF_TOKEN_HEADER } from '@crossbay/contract/staff';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { contentSecurityPolicyHeader } from './security.ts';

export const docs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Crossbay API',
        version: '1.0.0',
        description: 'Every answer is the envelope { code, msg, data }; code 1 is success.',
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'token' },
          staffToken: { type: 'apiKey', in: 'header', name: STAFF_TOKEN_HEADER },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: contentSecurityPolicyHeader() });
});
