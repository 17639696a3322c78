import { config } from 'zod';

// The page's CSP (script-src 'self') forbids eval. Zod compiles object parsers with `new Function` unless
// told not to, and merely probing for it reports a CSP violation. This must run before any schema is built,
// so main.tsx imports it first.
config({ jitless: true });
