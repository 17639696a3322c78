import type { OptionAxis } from './lines/product-line.ts';
import { shelfPriceCents } from './pricing.ts';
import type { Rng } from './prng.ts';
import type { DemoSku } from './types.ts';

type Choice = { value: string; index: number };

// A run of neighbouring values reads like a real listing (sizes M–XL), not a random scatter.
function pickRun(axis: OptionAxis, count: number, rng: Rng): Choice[] {
  const length = Math.min(count, axis.values.length);
  const start = rng.int(0, axis.values.length - length);
  return axis.values.slice(start, start + length).map((value, offset) => ({ value, index: start + offset }));
}

function choicesPerAxis(axes: OptionAxis[], skuCount: number, rng: Rng): Choice[][] {
  const [first, second] = axes;
  if (!first) return [];
  if (!second) return [pickRun(first, skuCount, rng)];
  const evenSplit = skuCount === 4 && rng.chance(0.5);
  const secondCount = evenSplit ? 2 : skuCount;
  const firstCount = evenSplit ? 2 : 1;
  return [pickRun(first, firstCount, rng), pickRun(second, secondCount, rng)];
}

function combine(lists: Choice[][]): Choice[][] {
  return lists.reduce<Choice[][]>(
    (combos, list) => combos.flatMap((combo) => list.map((choice) => [...combo, choice])),
    [[]],
  );
}

export function splitStock(total: number, parts: number, rng: Rng): number[] {
  const weights = Array.from({ length: parts }, () => 0.2 + rng.next());
  if (parts > 1 && rng.chance(0.15)) weights[rng.int(0, parts - 1)] = 0;
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = weights.map((weight) => Math.floor((total * weight) / sum));
  const rest = total - shares.reduce((a, b) => a + b, 0);
  const fullest = shares.indexOf(Math.max(...shares));
  shares[fullest] = (shares[fullest] ?? 0) + rest;
  return shares;
}

export function buildSkus(
  axes: OptionAxis[],
  baseDollars: number,
  endingCents: number,
  totalStock: number,
  rng: Rng,
): DemoSku[] {
  const skuCount = axes.length === 0 ? 1 : rng.int(1, 4);
  const combos = axes.length === 0 ? [[]] : combine(choicesPerAxis(axes, skuCount, rng));
  const stocks = splitStock(totalStock, combos.length, rng);
  return combos.map((combo, i) => {
    const rise = combo.reduce((sum, choice, axis) => sum + (axes[axis]?.step ?? 0) * choice.index, 0);
    return {
      spec: combo.length === 0 ? 'Standard' : combo.map((choice) => choice.value).join(' / '),
      price_cents: shelfPriceCents(baseDollars * (1 + rise), endingCents),
      stock: stocks[i] ?? 0,
    };
  });
}
