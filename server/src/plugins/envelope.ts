import { Codes } from '@crossbay/contract/codes';
import type { Envelope } from '@crossbay/contract/envelope';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DatabaseUnavailable, isDatabaseUnavailable } from '#server/db/unavailable.ts';
import { hasMessage } from '#server/i18n/messages.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { currentTraceId } from '#server/modules/tracing/tracing.ts';

/** The success envelope; `messageKey` names the success message (spec §8), translated by `lang`. */
export function ok<T>(request: FastifyRequest, data: T, messageKey = 'ok'): Envelope<T> {
  return { code: Codes.Ok, msg: request.t(messageKey), data };
}

const failedWith = new WeakMap<FastifyReply, number>();

/** The envelope's code an answer carried: a failure's own, else done (or the HTTP status of a non-envelope error). */
export function answeredCode(reply: FastifyReply): number {
  return failedWith.get(reply) ?? (reply.statusCode < 400 ? Codes.Ok : reply.statusCode);
}

// Failures bypass the route's response schema, which describes the success envelope.
function fail(reply: FastifyReply, status: number, code: number, msg: string, traceId?: string) {
  failedWith.set(reply, code);
  return reply
    .status(status)
    .type('application/json')
    .serializer(JSON.stringify)
    .send({ code, msg, data: null, ...(traceId && { trace_id: traceId }) });
}

type Issue = {
  message?: string;
  instancePath?: string;
  params?: {
    issue?: { path?: PropertyKey[] };
    /** A custom rule's own values (zod's `params`). */
    params?: Record<string, unknown>;
    maximum?: unknown;
    minimum?: unknown;
    keys?: unknown;
  };
};

// A field no schema names is told by its whole path: "note", or "items.0.note" inside a line.
function unknownFields(issue: Issue): string | undefined {
  const keys = issue.params?.keys;
  if (!Array.isArray(keys)) return undefined;
  const at = issue.instancePath?.split('/').filter(Boolean) ?? [];
  return keys.map((key) => [...at, String(key)].join('.')).join(', ');
}

function validationMessage(request: FastifyRequest, issues: Issue[]): string {
  const first = issues[0];
  if (first?.message && hasMessage(first.message)) {
    // A bound broken ("at most {{max}}") is named with the schema's own number.
    const { maximum, minimum } = first.params ?? {};
    const field = unknownFields(first);
    // A rule's own values (a country's postcode example) fill its message's placeholders.
    const own = Object.entries(first.params?.params ?? {}).filter(([, v]) => typeof v === 'string');
    return request.t(first.message, {
      ...Object.fromEntries(own),
      ...(typeof maximum === 'number' ? { max: maximum } : {}),
      ...(typeof minimum === 'number' ? { min: minimum } : {}),
      ...(field ? { field } : {}),
    });
  }
  const path = first?.params?.issue?.path?.join('.') || first?.instancePath?.replace(/^\//, '') || '';
  return path ? request.t('validation.invalidValue', { field: path }) : request.t('errors.validationFailed');
}

export const envelope = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: Error & Partial<Omit<FastifyError, 'code'>>, request, reply) => {
    if (error instanceof DomainError) {
      return fail(reply, error.httpStatus, error.code, request.t(error.messageKey, error.vars));
    }
    // Validation failures are business answers (architecture: HTTP 200, code ≠ 1, translated msg).
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      const issues = (error.validation ?? []) as Issue[];
      return fail(reply, 200, Codes.ValidationFailed, validationMessage(request, issues));
    }
    if (isDatabaseUnavailable(error)) {
      // Nothing was committed that the answer would have told; a keyed payment asked again answers its first
      // result. The web app tries a read again after Retry-After (decision 0088).
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return unavailable(reply, error).send({
        code: Codes.Unavailable,
        msg: request.t('errors.unavailable'),
        data: null,
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return fail(reply, 429, Codes.TooManyRequests, request.t('errors.tooManyRequests'));
    if (status === 413) {
      // An upload has its own limit (5 MB); any other body the server-wide one (1 MB).
      const key =
        (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE'
          ? 'errors.payloadTooLarge'
          : 'errors.bodyTooLarge';
      return fail(reply, 413, status, request.t(key));
    }
    if (status >= 400 && status < 500) return fail(reply, status, status, request.t('errors.badRequest'));
    request.log.error({ err: error }, 'unhandled error');
    // Support finds the request's trace by the id the buyer's answer carries.
    return fail(reply, 500, Codes.Internal, request.t('errors.internal'), currentTraceId());
  });
});

/** 503 with Retry-After: how long the pool waits before it tries the database again, at least a second. */
export function unavailable(reply: FastifyReply, error?: unknown): FastifyReply {
  const waitMs = error instanceof DatabaseUnavailable ? error.retryAfterMs : 0;
  return reply
    .status(503)
    .header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))))
    .type('application/json')
    .serializer(JSON.stringify);
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return fail(reply, 404, Codes.NotFound, request.t('errors.routeNotFound'));
}
