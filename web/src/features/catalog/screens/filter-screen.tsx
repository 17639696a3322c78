import { PRODUCT_SORTS, type ProductSort } from '@crossbay/contract/catalog';
import { Button, Form, Input, Selector, Switch } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { ProductFilter } from '#web/api/queries/catalog-keys.ts';
import { useCategories } from '#web/features/catalog/api/use-categories.ts';
import {
  filterFromParams,
  isMoneyInput,
  paramsFromFilter,
} from '#web/features/catalog/components/product-filter-params.ts';
import styles from './filter-screen.module.css';

type Draft = {
  sort: ProductSort;
  category: string;
  min: string;
  max: string;
  inStock: boolean;
  kind: '' | 'physical' | 'virtual';
};

function draftOf(filter: ProductFilter): Draft {
  return {
    sort: filter.sort ?? 'comprehensive',
    category: filter.category ? String(filter.category) : '',
    min: String(filter.min_price ?? ''),
    max: String(filter.max_price ?? ''),
    inStock: filter.in_stock === '1',
    kind: filter.kind ?? '',
  };
}

/** The filter form; kept alive, and re-read from the URL each time it is opened with one. */
export function FilterScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const categories = useCategories(i18n.language);
  const [draft, setDraft] = useState<Draft>(() => draftOf(filterFromParams(new URLSearchParams(search))));
  useEffect(() => {
    setDraft(draftOf(filterFromParams(new URLSearchParams(search))));
  }, [search]);

  const priceError =
    !isMoneyInput(draft.min) || !isMoneyInput(draft.max)
      ? t('validation.priceInvalid')
      : draft.min && draft.max && Number(draft.min) > Number(draft.max)
        ? t('catalog.filter.priceOrder')
        : null;

  const apply = () => {
    if (priceError) return;
    const keyword = new URLSearchParams(search).get('keyword') ?? undefined;
    const filter: ProductFilter = {
      sort: draft.sort,
      ...(keyword ? { keyword } : {}),
      ...(draft.category ? { category: Number(draft.category) } : {}),
      ...(draft.min ? { min_price: draft.min } : {}),
      ...(draft.max ? { max_price: draft.max } : {}),
      ...(draft.inStock ? { in_stock: '1' as const } : {}),
      ...(draft.kind ? { kind: draft.kind } : {}),
    };
    void navigate(`/products?${paramsFromFilter(filter)}`);
  };

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((old) => ({ ...old, [key]: value }));
  return (
    <main className={styles.root}>
      <Form layout="vertical">
        <Form.Item label={t('catalog.filter.sortBy')}>
          <Selector
            columns={2}
            value={[draft.sort]}
            onChange={(value) => value[0] && set('sort', value[0])}
            options={PRODUCT_SORTS.map((sort) => ({ value: sort, label: t(`catalog.sort.${sort}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('catalog.filter.category')}>
          <Selector
            columns={2}
            value={draft.category ? [draft.category] : []}
            onChange={(value) => set('category', value[0] ?? '')}
            options={(categories.data ?? []).map((category) => ({
              value: String(category.id),
              label: category.name,
            }))}
          />
        </Form.Item>
        <Form.Item label={t('catalog.filter.price')}>
          <div className={styles.priceRange}>
            <Input
              aria-label={t('catalog.filter.minPrice')}
              placeholder={t('catalog.filter.minPrice')}
              inputMode="decimal"
              value={draft.min}
              onChange={(value) => set('min', value.trim())}
            />
            <span aria-hidden="true">–</span>
            <Input
              aria-label={t('catalog.filter.maxPrice')}
              placeholder={t('catalog.filter.maxPrice')}
              inputMode="decimal"
              value={draft.max}
              onChange={(value) => set('max', value.trim())}
            />
          </div>
          {priceError ? (
            <p className={styles.formError} role="alert">
              {priceError}
            </p>
          ) : null}
        </Form.Item>
        <Form.Item label={t('catalog.filter.inStock')} childElementPosition="right">
          <Switch
            aria-label={t('catalog.filter.inStock')}
            checked={draft.inStock}
            onChange={(checked) => set('inStock', checked)}
          />
        </Form.Item>
        <Form.Item label={t('catalog.filter.kindLabel')}>
          <Selector
            columns={3}
            value={[draft.kind]}
            onChange={(value) => set('kind', (value[0] ?? '') as Draft['kind'])}
            options={[
              { value: '', label: t('catalog.filter.kind.any') },
              { value: 'physical', label: t('catalog.filter.kind.physical') },
              { value: 'virtual', label: t('catalog.filter.kind.virtual') },
            ]}
          />
        </Form.Item>
      </Form>
      <div className={styles.actions}>
        <Button block fill="outline" onClick={() => setDraft(draftOf({}))}>
          {t('catalog.filter.reset')}
        </Button>
        <Button block color="primary" disabled={priceError !== null} onClick={apply}>
          {t('catalog.filter.apply')}
        </Button>
      </div>
    </main>
  );
}
