import fastJson from 'fast-json-stringify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isApiRoute = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');
const isNull = (s: unknown) => (s as JsonSchema | undefined)?.type === 'null';

/**
 * Shapes zod's JSON Schema for fast-json-stringify, which writes only the properties a schema names:
 * - `additionalProperties: false` goes: with it an object carrying more than its contract says would match
 *   no branch of a nullable (`anyOf`) and fail, where the point is to leave the rest out;
 * - `X | null` becomes `X` with `nullable`, written without a per-answer validation to pick the branch;
 * - a record keyed by an enum names each key, so no other key is written.
 */
function forSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(forSerializer);
  if (node === null || typeof node !== 'object') return node;
  const { additionalProperties, anyOf, propertyNames, $schema: _, ...rest } = node as JsonSchema;
  const out: JsonSchema = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, forSerializer(v)]));
  const keys = (propertyNames as JsonSchema | undefined)?.enum;
  if (Array.isArray(keys) && typeof additionalProperties === 'object') {
    const value = forSerializer(additionalProperties);
    out.properties = Object.fromEntries(keys.map((key) => [key, value]));
  } else if (additionalProperties !== undefined && additionalProperties !== false) {
    out.additionalProperties = forSerializer(additionalProperties);
  }
  if (Array.isArray(anyOf)) {
    const others = anyOf.filter((s) => !isNull(s));
    if (others.length === 1 && others.length < anyOf.length)
      return { ...(forSerializer(others[0]) as JsonSchema), ...out, nullable: true };
    out.anyOf = forSerializer(anyOf);
  }
  return out;
}

/**
 * A route's answer is written by fast-json-stringify from the contract's zod schema, turned into JSON
 * Schema once at start: only the fields the contract names reach the wire, with no zod pass per answer
 * (docs/decisions/0064).
 */
export function compileSerializer({ schema }: { schema: unknown }): (data: unknown) => string {
  const json = z.toJSONSchema(schema as z.ZodType, {
    io: 'output',
    target: 'draft-7',
    unrepresentable: 'throw',
  });
  return fastJson(forSerializer(json) as Parameters<typeof fastJson>[0]);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers a stored file's bytes, not JSON (a private upload, docs/decisions/0120). */
    file?: boolean;
  }
}

/**
 * Every API route declares its answer: one without a response schema stops the server at start. A stream
 * (`config.stream`, Server-Sent Events) writes its own events (contract: NoticeEvent); a file (`config.file`) is
 * its bytes.
 */
export const serialise = fp(async (app: FastifyInstance) => {
  app.setSerializerCompiler(compileSerializer);
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (isApiRoute(route.url) && !route.config?.stream && !route.config?.file && !response?.[200]) {
      throw new Error(`${String(route.method)} ${route.url} has no response schema`);
    }
  });
});
