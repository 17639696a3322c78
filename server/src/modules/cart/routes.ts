import { Bag, CartAddBody, CartDeleteBody, CartUpdateBody } from '@crossbay/contract/checkout';
import { envelopeOf } from '@crossbay/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '#server/app.ts';
import { requireUser } from '#server/plugins/auth.ts';
import { ok } from '#server/plugins/envelope.ts';
import { addToBag, bag, removeFromBag, type SpecFacts, updateBagItem } from './service.ts';

const common = { config: { auth: true }, schema: { tags: ['bag'], security: [{ token: [] }] } } as const;

export const cartRoutes: FastifyPluginAsyncZod<AppDeps & { specs: SpecFacts }> = async (
  app,
  { db, specs },
) => {
  app.get(
    '/api/cart/list',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(Bag) } } },
    async (request) => ok(request, await bag(db, specs, requireUser(request).id)),
  );
  app.post(
    '/api/cart/add',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(Bag) }, body: CartAddBody } },
    async (request) =>
      ok(
        request,
        await addToBag(db, specs, requireUser(request).id, request.body.sku_id, request.body.quantity),
        'success.addToBag',
      ),
  );
  app.post(
    '/api/cart/update',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(Bag) }, body: CartUpdateBody } },
    async (request) =>
      ok(
        request,
        await updateBagItem(db, specs, requireUser(request).id, request.body.id, request.body.quantity),
      ),
  );
  app.post(
    '/api/cart/del',
    { ...common, schema: { ...common.schema, response: { 200: envelopeOf(Bag) }, body: CartDeleteBody } },
    async (request) =>
      ok(
        request,
        await removeFromBag(db, specs, requireUser(request).id, request.body.ids),
        'success.delete',
      ),
  );
};
