// The page's CSP (script-src 'self') forbids eval. Zod compiles object parsers with `new Function` unless
// told not to, and merely probing for it reports a CSP violation. This must run before any schema is built,
// so main.tsx imports it first.
//
// Zod keeps its global settings on `globalThis.__zod_globalConfig` and adopts an object already there when it
// loads, so the setting is made without importing zod: the first screen builds no schema, and zod stays out of
// its download (zod-without-eval.test.ts checks that zod still reads it there).
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

const zodGlobal = globalThis as ZodGlobal;
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

export {};
