import type { TogetherItem, TogetherKind } from '@crossbay/contract/recommendations';
import { useTranslation } from 'react-i18next';
import { useTogether } from '#web/api/queries/use-together.ts';
import { ProductStrip } from './product-strip.tsx';

const TITLES: Record<TogetherItem['reason'], string> = {
  bought: 'discover.boughtTogether',
  viewed: 'discover.viewedTogether',
  category: 'discover.category',
  popular: 'discover.popular',
};

/** The answer's products in runs of one reason, in its order: each strip's heading says why truly. */
function byReason(list: TogetherItem[]): [TogetherItem['reason'], TogetherItem[]][] {
  const runs = new Map<TogetherItem['reason'], TogetherItem[]>();
  for (const item of list) runs.set(item.reason, [...(runs.get(item.reason) ?? []), item]);
  return [...runs];
}

/**
 * Products bought (or viewed) together with `ids`, then the best sellers of their categories that
 * fill the row up, under headings of their own; for no ids, the best sellers.
 */
export function TogetherStrip({ ids, kind = 'bought' }: { ids: number[]; kind?: TogetherKind }) {
  const { t } = useTranslation();
  const together = useTogether(ids, kind);
  if (together.isPending) return <ProductStrip title={t(TITLES[kind])} products={[]} loading />;
  return byReason(together.data?.list ?? []).map(([reason, products]) => (
    <ProductStrip key={reason} title={t(TITLES[reason])} products={products} />
  ));
}
