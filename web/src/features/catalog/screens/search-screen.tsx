import { isSearchableKeyword } from '@crossbay/contract/catalog';
import { Button, SearchBar, type SearchBarRef, Tabs } from 'antd-mobile';
import { DeleteOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useProducts } from '#web/features/catalog/api/use-products.ts';
import { useShops } from '#web/features/catalog/api/use-shops.ts';
import homeSectionStyles from '#web/features/catalog/components/home-section.module.css';
import { ProductGrid } from '#web/features/catalog/components/product-grid.tsx';
import {
  clearRecentSearches,
  readRecentSearches,
  rememberSearch,
} from '#web/features/catalog/components/recent-searches.ts';
import { SearchSuggestions } from '#web/features/catalog/components/search-suggestions.tsx';
import { ShopResults } from '#web/features/catalog/components/shop-results.tsx';
import { useDebounced } from '#web/features/catalog/components/use-debounced.ts';
import { useDirection } from '#web/i18n/use-direction.ts';
import { ClearButton } from '#web/ui/clearable-input.tsx';
import iconButtonStyles from '#web/ui/icon-button.module.css';
import { RecentlyViewedStrip } from '#web/ui/recently-viewed-strip.tsx';
import { TogetherStrip } from '#web/ui/together-strip.tsx';
import listScreenStyles from './list-screen.module.css';
import styles from './search-screen.module.css';

type Tab = 'products' | 'shops';
const SUGGEST_DELAY_MS = 300;

function ProductResults({ word, onEmptyAction }: { word: string; onEmptyAction: () => void }) {
  const { t } = useTranslation();
  const products = useProducts({ keyword: word, sort: 'comprehensive' });
  return (
    <ProductGrid
      query={products}
      label={t('catalog.search.products')}
      highlight={word}
      emptyTitle={t('catalog.search.noProducts', { word })}
      empty={
        <>
          <Button color="primary" fill="outline" onClick={onEmptyAction}>
            {t('catalog.search.tryAnother')}
          </Button>
          <TogetherStrip ids={[]} />
        </>
      }
    />
  );
}

/** One box for product and store names; the searched word and tab live in the URL (?q=…&tab=shops). */
export function SearchScreen() {
  const { t } = useTranslation();
  const direction = useDirection();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const word = params.get('q')?.trim() ?? '';
  const chosen = params.get('tab');
  // Both counts of a word, from the same queries the tabs show (cached, asked once).
  const productHits = useProducts({ keyword: word, sort: 'comprehensive' }, { enabled: word !== '' });
  const shopHits = useShops(word, { enabled: word !== '' });
  const productCount = productHits.data?.pages[0]?.total;
  const shopCount = shopHits.data?.pages[0]?.total;
  // A store name that matches shops and no product opens on the Shops tab, unless a tab was chosen.
  const tab: Tab =
    chosen === 'shops' || (chosen === null && productCount === 0 && (shopCount ?? 0) > 0)
      ? 'shops'
      : 'products';
  const [draft, setDraft] = useState(word);
  const [typing, setTyping] = useState(false);
  const [recent, setRecent] = useState(readRecentSearches);
  const box = useRef<SearchBarRef>(null);
  const settled = useDebounced(draft.trim(), SUGGEST_DELAY_MS);
  // Back and forward between searches bring their word back into the box.
  useEffect(() => {
    setDraft(word);
    setTyping(false);
  }, [word]);

  const search = (value: string) => {
    const clean = value.trim();
    setDraft(clean);
    setTyping(false);
    if (!clean) return;
    setRecent(rememberSearch(clean));
    setParams({ q: clean }, clean === word ? { replace: true } : undefined);
    box.current?.blur();
  };
  const tryAnother = () => {
    setDraft('');
    box.current?.focus();
  };
  // "More shops" on the home board opens the shop tab without a word: every shop.
  const showResults = !typing && (word !== '' || tab === 'shops');

  return (
    <main className={`${listScreenStyles.root} ${styles.root}`}>
      <search className={styles.box}>
        <div className={styles.field}>
          <SearchBar
            ref={box}
            value={draft}
            placeholder={t('catalog.search.placeholder')}
            onChange={(value) => {
              setDraft(value);
              setTyping(value.trim() !== '' && value.trim() !== word);
            }}
            onSearch={search}
            clearable={false}
            autoFocus={word === '' && tab === 'products'}
          />
          {draft ? (
            <ClearButton
              className={styles.clear}
              onClear={() => {
                setDraft('');
                setTyping(false);
                box.current?.focus();
              }}
            />
          ) : null}
        </div>
        <Button color="primary" size="small" fill="none" onClick={() => search(draft)}>
          {t('catalog.search.submit')}
        </Button>
      </search>

      {typing && settled && isSearchableKeyword(settled) ? <SearchSuggestions word={settled} /> : null}

      {!showResults && !typing ? (
        <section className={styles.recentSearches} aria-labelledby="recent-heading">
          <div className={`${homeSectionStyles.head} ${homeSectionStyles.headBare}`}>
            <h2 id="recent-heading" className={homeSectionStyles.title}>
              {t('catalog.search.recent')}
            </h2>
            {recent.length > 0 ? (
              <button
                type="button"
                className={`${iconButtonStyles.root} ${styles.recentSearchesClear}`}
                aria-label={t('catalog.search.clearRecent')}
                onClick={() => setRecent(clearRecentSearches())}
              >
                <DeleteOutline aria-hidden="true" />
              </button>
            ) : null}
          </div>
          {recent.length === 0 ? (
            <p className={homeSectionStyles.empty}>{t('catalog.search.noRecent')}</p>
          ) : (
            <ul className={styles.recentSearchesList}>
              {recent.map((item) => (
                <li key={item}>
                  <button type="button" className={styles.recentSearchesWord} onClick={() => search(item)}>
                    {item}
                  </button>
                </li>
              ))}
            </ul>
          )}
          <Button
            className={styles.recentSearchesBrowse}
            fill="none"
            color="primary"
            onClick={() => void navigate('/products')}
          >
            {t('catalog.search.browseAll')}
          </Button>
        </section>
      ) : null}
      {!showResults && !typing ? <RecentlyViewedStrip /> : null}

      {showResults ? (
        <>
          <Tabs
            direction={direction}
            className={listScreenStyles.stickyBar}
            activeKey={tab}
            onChange={(key) => setParams(word ? { q: word, tab: key } : { tab: key }, { replace: true })}
          >
            <Tabs.Tab
              key="products"
              title={
                word && productCount !== undefined
                  ? t('catalog.search.productsCount', { count: productCount })
                  : t('catalog.search.products')
              }
            />
            <Tabs.Tab
              key="shops"
              title={
                word && shopCount !== undefined
                  ? t('catalog.search.shopsCount', { count: shopCount })
                  : t('catalog.search.shops')
              }
            />
          </Tabs>
          {tab === 'products' ? (
            word ? (
              <ProductResults word={word} onEmptyAction={tryAnother} />
            ) : null
          ) : (
            <ShopResults word={word} onEmptyAction={tryAnother} />
          )}
        </>
      ) : null}
    </main>
  );
}
