import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batcher, type Settled } from '#server/lib/batcher.ts';

type Item = { key: string; n: number };

/** A batcher whose batches wait until `release` is called, recording each batch it was given. */
function held(running: number, size = 10) {
  const batches: Item[][] = [];
  const releases: (() => void)[] = [];
  const run = batcher<Item, number>(
    async (items) => {
      batches.push(items);
      await new Promise<void>((resolve) => releases.push(resolve));
      return items.map(
        (i): Settled<number> => (i.n < 0 ? { error: new Error(`no ${i.n}`) } : { value: i.n * 10 }),
      );
    },
    { keyOf: (i) => i.key, running, size },
  );
  const releaseAll = async () => {
    while (releases.length > 0) {
      releases.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
  };
  return { run, batches, releaseAll };
}

describe('batcher', () => {
  it('starts a lone item at once, then gathers what arrives while batches are under way', async () => {
    const { run, batches, releaseAll } = held(1);
    const first = run({ key: 'a', n: 1 });
    assert.deepEqual(batches, [[{ key: 'a', n: 1 }]]);
    const rest = [run({ key: 'b', n: 2 }), run({ key: 'c', n: 3 }), run({ key: 'd', n: 4 })];
    assert.equal(batches.length, 1, 'the others wait for the first batch');
    await releaseAll();
    assert.deepEqual(await Promise.all([first, ...rest]), [10, 20, 30, 40]);
    assert.deepEqual(
      batches.map((b) => b.map((i) => i.n)),
      [[1], [2, 3, 4]],
    );
  });

  it('never puts two items with the same key in one batch, and keeps their order', async () => {
    const { run, batches, releaseAll } = held(1);
    const answers = [
      run({ key: 'a', n: 1 }),
      run({ key: 'a', n: 2 }),
      run({ key: 'b', n: 3 }),
      run({ key: 'a', n: 4 }),
    ];
    await releaseAll();
    assert.deepEqual(await Promise.all(answers), [10, 20, 30, 40]);
    assert.deepEqual(
      batches.map((b) => b.map((i) => i.n)),
      [[1], [2, 3], [4]],
    );
  });

  it('runs up to `running` batches at once and no batch above `size`', async () => {
    const { run, batches, releaseAll } = held(2, 2);
    const answers = [1, 2, 3, 4, 5, 6].map((n) => run({ key: String(n), n }));
    assert.deepEqual(
      batches.map((b) => b.map((i) => i.n)),
      [[1], [2]],
    );
    await releaseAll();
    await Promise.all(answers);
    assert.ok(batches.every((b) => b.length <= 2));
    assert.deepEqual(
      batches
        .flat()
        .map((i) => i.n)
        .sort(),
      [1, 2, 3, 4, 5, 6],
    );
  });

  it('answers each item its own result or its own error', async () => {
    const { run, releaseAll } = held(1);
    const ok = run({ key: 'a', n: 1 });
    const bad = assert.rejects(run({ key: 'b', n: -1 }), /no -1/);
    const good = run({ key: 'c', n: 2 });
    await releaseAll();
    assert.equal(await ok, 10);
    await bad;
    assert.equal(await good, 20);
  });

  it('rejects every item of a batch that throws, and goes on with the next', async () => {
    let calls = 0;
    const run = batcher<Item, number>(
      async (items) => {
        calls += 1;
        if (calls === 1) throw new Error('the batch failed');
        return items.map((i) => ({ value: i.n }));
      },
      { keyOf: (i) => i.key, running: 1, size: 10 },
    );
    await assert.rejects(run({ key: 'a', n: 1 }), /the batch failed/);
    assert.equal(await run({ key: 'a', n: 2 }), 2);
  });
});
