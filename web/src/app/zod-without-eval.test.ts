import { expect, it } from 'vitest';

it('makes zod jitless through the global zod reads when it loads', async () => {
  await import('./zod-without-eval.ts');
  const { config } = await import('zod');
  expect(config().jitless).toBe(true);
});
