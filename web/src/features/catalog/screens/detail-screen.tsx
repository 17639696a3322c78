import type { CartAddBody } from '@crossbay/contract/checkout';
import { MAX_LINE_QUANTITY } from '@crossbay/contract/checkout-limits';
import { buyNowPath } from '@crossbay/contract/checkout-link';
import { Button } from 'antd-mobile';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useProductDetail } from '#web/api/queries/use-product-detail.ts';
import { useAddToBag } from '#web/features/catalog/api/use-add-to-bag.ts';
import { usePurchaseLimit } from '#web/features/catalog/api/use-purchase-limit.ts';
import { DetailActions } from '#web/features/catalog/components/detail-actions.tsx';
import detailBlockStyles from '#web/features/catalog/components/detail-block.module.css';
import { HeartButton } from '#web/features/catalog/components/heart-button.tsx';
import { ProductGallery } from '#web/features/catalog/components/product-gallery.tsx';
import { PurchaseLimitHint } from '#web/features/catalog/components/purchase-limit-hint.tsx';
import { QuantityRow } from '#web/features/catalog/components/quantity-row.tsx';
import { ReviewSection } from '#web/features/catalog/components/review-section.tsx';
import { shareLink } from '#web/features/catalog/components/share-link.ts';
import { ShopCard } from '#web/features/catalog/components/shop-card.tsx';
import { ShopPromiseLine } from '#web/features/catalog/components/shop-promise.tsx';
import { SpecPicker } from '#web/features/catalog/components/spec-picker.tsx';
import type { PurchaseAction } from '#web/features/catalog/components/spec-sheet.tsx';
import { useRequireLogin } from '#web/features/catalog/components/use-require-login.ts';
import { numberFormat } from '#web/i18n/intl-formats.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import { useAfterLogin } from '#web/session/after-login.ts';
import { useSession } from '#web/session/session-store.ts';
import { rememberViewed } from '#web/session/viewed-here.ts';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { Later } from '#web/ui/later.tsx';
import { Money } from '#web/ui/money.tsx';
import { lazyWhenIdle, OnceOpened } from '#web/ui/opened-later.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import productCardStyles from '#web/ui/product-card.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './detail-screen.module.css';

// The specification chooser opens only at a tap: fetched apart from the screen.
// Below the buy buttons, loaded once the app runs: their cards (stars, the rating control) stay out of the first
// load (web/scripts/first-load-size.ts), and the server, which draws no lazy part, never meets them.
const TogetherStrip = lazyWhenIdle(async () => (await import('#web/ui/together-strip.tsx')).TogetherStrip);
const RecentlyViewedStrip = lazyWhenIdle(
  async () => (await import('#web/ui/recently-viewed-strip.tsx')).RecentlyViewedStrip,
);
// Vouchers to collect: fetched once the app runs, drawn only in the browser (the first load stays as it was).
const VoucherChips = lazyWhenIdle(
  async () => (await import('#web/features/catalog/components/voucher-chips.tsx')).VoucherChips,
);
const SpecSheet = lazyWhenIdle(
  async () => (await import('#web/features/catalog/components/spec-sheet.tsx')).SpecSheet,
);

export function DetailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const id = Number(useParams().product);
  const productId = Number.isSafeInteger(id) && id > 0 ? id : 0;
  const detail = useProductDetail(productId);
  const loggedIn = useSession((state) => state.loggedIn);
  const usage = usePurchaseLimit(productId, loggedIn && detail.data?.limits != null);
  const addToBag = useAddToBag();
  const count = numberFormat(useIntlLocale());
  const [picked, setPicked] = useState<number | null>(null);
  const [quantity, setQuantity] = useState(1);
  // The action that opened the specification chooser (tapped with no specification chosen).
  const [choosing, setChoosing] = useState<PurchaseAction | null>(null);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const add = (line: CartAddBody) =>
    addToBag.mutate(line, { onSuccess: () => showSuccess(t('catalog.detail.added')) });
  useAfterLogin<CartAddBody>('add-to-bag', add);
  // A visitor's view is kept in the browser (the server keeps a logged-in buyer's as it counts it).
  const shownId = detail.data?.id;
  useEffect(() => {
    if (shownId !== undefined) rememberViewed(shownId);
  }, [shownId]);

  const gone = {
    title: t('catalog.detail.missing'),
    description: t('catalog.detail.missingHint'),
    actions: (
      <Button color="primary" fill="none" onClick={() => void navigate('/home')}>
        {t('catalog.detail.backHome')}
      </Button>
    ),
  };
  return (
    <ScreenData
      query={detail}
      loading={<PageSkeleton label={t('catalog.loading')} />}
      missing={{ ...gone, when: productId === 0 }}
      failed={{ ...gone, look: 'default' }}
    >
      {(product) => {
        const inStock = product.skus.filter((sku) => sku.stock > 0);
        // One specification to choose from is chosen for the buyer.
        const chosenId =
          picked ?? (product.skus.length === 1 && inStock.length === 1 ? (inStock[0]?.id ?? null) : null);
        const chosen = product.skus.find((sku) => sku.id === chosenId) ?? null;
        const leftByLimit = usage.data?.periods.reduce(
          (least, row) => Math.min(least, row.left),
          Number.POSITIVE_INFINITY,
        );
        const maxQuantity = Math.max(
          1,
          Math.min(
            chosen?.stock ?? product.stock,
            MAX_LINE_QUANTITY,
            leftByLimit ?? Number.POSITIVE_INFINITY,
          ),
        );
        const limitReached = leftByLimit === 0;
        const canBuy = product.on_sale && product.stock > 0 && !limitReached;
        const shownQuantity = Math.min(quantity, maxQuantity);

        // With no specification chosen, "Add to bag" and "Buy now" open the chooser; confirming there comes back here.
        const purchase = (action: PurchaseAction) => {
          if (!chosen) {
            setChoosing(action);
            return;
          }
          setChoosing(null);
          const line = { sku_id: chosen.id, quantity: shownQuantity };
          const checkout = buyNowPath(chosen.id, shownQuantity);
          if (action === 'add') {
            if (requireLogin({ afterwards: { action: 'add-to-bag', payload: line } })) add(line);
          } else if (requireLogin({ returnTo: checkout })) {
            void navigate(checkout);
          }
        };

        return (
          <main className={styles.detail}>
            <ProductGallery name={product.name} pictures={product.pictures} shown={chosen?.picture ?? null} />
            <section className={`${detailBlockStyles.root} ${styles.detailMain}`}>
              <div className={styles.detailMainPrices}>
                <strong className={styles.detailMainPrice}>
                  <Money amount={chosen?.price ?? product.price} />
                </strong>
                <ApproxPrice amount={chosen?.price ?? product.price} />
                {product.original_price ? (
                  <s className={styles.detailMainOriginal}>
                    <span className="visually-hidden">{t('catalog.detail.originalPrice')} </span>
                    <Money amount={product.original_price} />
                  </s>
                ) : null}
                <HeartButton productId={product.id} className={styles.detailMainHeart} />
              </div>
              <h2 className={styles.detailMainName}>
                {product.is_virtual ? (
                  <span className={productCardStyles.kind}>{t('catalog.product.cardKey')}</span>
                ) : null}
                <bdi>{product.name}</bdi>
              </h2>
              <dl className={styles.detailMainFacts}>
                <div>
                  <dt>{t('catalog.detail.stock')}</dt>
                  <dd>{count.format(chosen?.stock ?? product.stock)}</dd>
                </div>
                <div>
                  <dt>{t('catalog.detail.sales')}</dt>
                  <dd>{count.format(product.sales)}</dd>
                </div>
                <div>
                  <dt>{t('catalog.detail.views')}</dt>
                  <dd>{count.format(product.views)}</dd>
                </div>
              </dl>
              {!product.on_sale ? (
                <p className={styles.detailMainWarning} role="alert">
                  {t('catalog.detail.offSale')}
                </p>
              ) : product.stock < 1 ? (
                <p className={styles.detailMainWarning} role="alert">
                  {t('catalog.product.soldOut')}
                </p>
              ) : null}
              {product.is_virtual ? null : <ShopPromiseLine shopId={product.shop.id} />}
            </section>
            {product.is_virtual && product.limits ? (
              <PurchaseLimitHint productId={product.id} limits={product.limits} />
            ) : null}
            <Later>
              <section className={detailBlockStyles.root}>
                <SpecPicker
                  skus={product.skus}
                  chosen={chosenId}
                  onChoose={(skuId) => {
                    setPicked(skuId);
                  }}
                />
                <QuantityRow
                  value={shownQuantity}
                  max={maxQuantity}
                  disabled={!canBuy}
                  onChange={setQuantity}
                />
              </section>
            </Later>
            {/* Below the first view: drawn once its answer is in, it moves nothing the buyer is looking at. */}
            {mounted ? (
              <Suspense fallback={null}>
                <VoucherChips shopId={product.shop.id} />
              </Suspense>
            ) : null}
            <Later>
              <ShopCard shop={product.shop} />
            </Later>
            <Later>
              <ReviewSection
                productId={product.id}
                summary={product.reviews}
                latest={product.latest_reviews}
              />
            </Later>
            <Later>
              <section className={detailBlockStyles.root} aria-labelledby="description-heading">
                <h2 id="description-heading" className={detailBlockStyles.title}>
                  {t('catalog.detail.description')}
                </h2>
                {/* The shop writes in its own language: an English text in the Arabic app runs left to right. */}
                <div
                  className={styles.detailDescription}
                  dir="auto"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the description's HTML
                  dangerouslySetInnerHTML={{ __html: product.description }}
                />
              </section>
            </Later>
            <Later>
              <DetailActions
                canBuy={canBuy}
                adding={addToBag.isPending}
                consultTo={`/consult/${product.id}/${product.shop.id}`}
                onShare={() =>
                  void shareLink(
                    `${window.location.origin}/detail/${product.id}/${product.shop.id}`,
                    product.name,
                  )
                }
                onAdd={() => purchase('add')}
                onBuy={() => purchase('buy')}
              />
            </Later>
            {/* After the buying bar, and only in the browser once the page is the app's: never drawn by the server. */}
            {mounted ? (
              <Later>
                <TogetherStrip ids={[product.id]} />
                <TogetherStrip ids={[product.id]} kind="viewed" />
                <RecentlyViewedStrip without={product.id} />
              </Later>
            ) : null}
            <OnceOpened open={canBuy && choosing !== null}>
              <SpecSheet
                product={product}
                action={canBuy ? choosing : null}
                chosenId={chosenId}
                onChoose={setPicked}
                quantity={shownQuantity}
                maxQuantity={maxQuantity}
                onQuantity={setQuantity}
                onConfirm={purchase}
                onClose={() => setChoosing(null)}
              />
            </OnceOpened>
          </main>
        );
      }}
    </ScreenData>
  );
}
