import { z } from 'zod';

/** The message of a request field no schema names (it is refused, never ignored: docs/decisions/0056). */
export const UNKNOWN_FIELD_MESSAGE = 'validation.unknownField';

/**
 * A request's body or query: a strict object, so a field the route does not know (a typo, a field of
 * another route, a field the server stopped taking) is refused with its name instead of being dropped.
 */
export function requestObject<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) => (issue.code === 'unrecognized_keys' ? UNKNOWN_FIELD_MESSAGE : undefined),
  });
}

/** Query parameters any request may carry beside its route's own (architecture: `lang`). */
export const GlobalQuery = requestObject({
  lang: z.string().max(16, { error: 'validation.languageInvalid' }).optional(),
});

/** A route's query as the server reads it: its own parameters and the global ones, nothing else. */
export function withGlobalQuery<Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  query: z.ZodObject<Shape, Config>,
) {
  return query.extend(GlobalQuery.shape);
}
