/** A route's hooks of one kind as a list (Fastify takes one function or several), to append to. */
export const asList = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];
