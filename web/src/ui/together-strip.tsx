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

/** The heading says why the products are shown, and only claims "together" when every one of them was. */
function titleKey(list: TogetherItem[]): string {
  const reasons = new Set(list.map((item) => item.reason));
  const [only] = reasons;
  return reasons.size === 1 && only ? TITLES[only] : 'discover.mixed';
}

/** Products bought (or viewed) together with `ids`; for no ids, the best sellers. */
export function TogetherStrip({ ids, kind = 'bought' }: { ids: number[]; kind?: TogetherKind }) {
  const { t } = useTranslation();
  const together = useTogether(ids, kind);
  const list = together.data?.list ?? [];
  return <ProductStrip title={t(titleKey(list))} products={list} loading={together.isPending} />;
}
