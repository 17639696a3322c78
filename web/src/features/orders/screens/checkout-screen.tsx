import type { CheckoutRequest, CreatedCheckout } from '@crossbay/contract/checkout';
import { checkoutFromBag, checkoutLines } from '@crossbay/contract/checkout-link';
import { needsAddress } from '@crossbay/contract/checkout-rules';
import { Codes } from '@crossbay/contract/codes';
import { Button, Result } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { RequestError } from '#web/api/request-error.ts';
import { useCheckoutPreview } from '#web/features/orders/api/use-checkout-preview.ts';
import { useCreateOrder } from '#web/features/orders/api/use-create-order.ts';
import { AddressCard } from '#web/features/orders/components/address-card.tsx';
import { AddressFormSheet } from '#web/features/orders/components/address-form-sheet.tsx';
import { AddressPicker } from '#web/features/orders/components/address-picker.tsx';
import cardStyles from '#web/features/orders/components/card.module.css';
import { DiscountField } from '#web/features/orders/components/discount-field.tsx';
import { FigureRows } from '#web/features/orders/components/figure-rows.tsx';
import { OrderLines } from '#web/features/orders/components/order-lines.tsx';
import { OrderTotals } from '#web/features/orders/components/order-totals.tsx';
import type { PaidState } from '#web/features/orders/components/paid-state.ts';
import { PaySheet } from '#web/features/orders/components/pay-sheet.tsx';
import { PromoField } from '#web/features/orders/components/promo-field.tsx';
import totalBarStyles from '#web/features/orders/components/total-bar.module.css';
import { VoucherRow } from '#web/features/orders/components/voucher-row.tsx';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { Money } from '#web/ui/money.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { PromiseLine } from '#web/ui/promise-line.tsx';
import screenStyles from '#web/ui/screen.module.css';
import stackStyles from '#web/ui/stack.module.css';
import styles from './checkout-screen.module.css';

export function CheckoutScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const lines = useMemo(() => checkoutLines(search), [search]);
  const [addressId, setAddressId] = useState<number | null>(null);
  const [promoCode, setPromoCode] = useState<string | null>(null);
  const [discount, setDiscount] = useState<string | null>(null);
  // Per shop, the held voucher the buyer chose (null: none); a shop not here gets the best one.
  const [vouchers, setVouchers] = useState<Record<number, number | null>>({});
  const [choosingAddress, setChoosingAddress] = useState(false);
  // The new-address sheet: opened by the buyer, or by Submit when the order has nowhere to go yet.
  const [addressForm, setAddressForm] = useState<'asked' | 'required' | null>(null);
  const [created, setCreated] = useState<CreatedCheckout | null>(null);
  const [paying, setPaying] = useState(false);

  const request: CheckoutRequest = {
    items: lines,
    ...(addressId !== null ? { address_id: addressId } : {}),
    ...(promoCode ? { promo_code: promoCode } : {}),
    ...(discount ? { discount } : {}),
    ...(Object.keys(vouchers).length > 0
      ? {
          vouchers: Object.entries(vouchers).map(([shopId, id]) => ({
            merchant_id: Number(shopId),
            voucher_id: id,
          })),
        }
      : {}),
  };
  const preview = useCheckoutPreview(request, lines.length > 0 && created === null);
  const create = useCreateOrder();

  if (lines.length === 0) {
    return (
      <main className={screenStyles.root}>
        {/* spec §5: at least one item selected; the contract's message key names the broken rule. */}
        <EmptyState title={t('orders.checkout.nothing')} description={t('validation.itemsRequired')}>
          <Button color="primary" onClick={() => void navigate('/bag')}>
            {t('orders.checkout.toBag')}
          </Button>
        </EmptyState>
      </main>
    );
  }
  if (preview.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (!preview.data) {
    return (
      <main className={screenStyles.root}>
        <EmptyState
          look="disconnected"
          title={t('orders.checkout.failed')}
          description={preview.error?.message}
        >
          <div className={stackStyles.root}>
            {promoCode || discount || Object.keys(vouchers).length > 0 ? (
              <Button
                color="primary"
                onClick={() => {
                  setPromoCode(null);
                  setDiscount(null);
                  setVouchers({});
                }}
              >
                {t('orders.checkout.clearSavings')}
              </Button>
            ) : (
              <Button color="primary" fill="outline" onClick={() => void preview.refetch()}>
                {t('common.retry')}
              </Button>
            )}
            <Button fill="none" onClick={() => void navigate('/bag')}>
              {t('orders.checkout.toBag')}
            </Button>
          </div>
        </EmptyState>
      </main>
    );
  }

  const data = preview.data;
  const virtualOnly = !needsAddress(data.shops.flatMap((shop) => shop.items));
  const addressMissing = !virtualOnly && data.address === null;

  const submit = () => {
    // spec §5: the server prices goods without an address but creates no order without one.
    if (addressMissing) {
      setAddressForm('required');
      return;
    }
    create.mutate(
      { ...request, expected_total: data.total, ...(checkoutFromBag(search) ? { from_bag: true } : {}) },
      {
        onSuccess: (result) => {
          setCreated(result);
          setPaying(true);
        },
        onError: (error) => {
          // The server's figures moved (price, stock, promo, discount money): show the new ones, never
          // charge them silently. The reason was toasted by the request client.
          if (error instanceof RequestError && error.kind === 'business') void preview.refetch();
          if (error instanceof RequestError && error.code === Codes.PriceChanged) window.scrollTo({ top: 0 });
        },
      },
    );
  };

  const paid = () => {
    setPaying(false);
    // The orders screen shows, under them, what others bought with these products.
    const bought = data.shops.flatMap((shop) => shop.items.map((item) => item.product_id));
    void navigate(virtualOnly ? '/cards' : '/myPurchases/waiting_deliver', {
      replace: true,
      state: { bought } satisfies PaidState,
    });
  };

  if (created) {
    return (
      <main className={screenStyles.root}>
        <Result
          status="success"
          title={t('orders.checkout.created')}
          description={
            <div className={stackStyles.root}>
              <span>{t('orders.checkout.createdHint')}</span>
              <span className={styles.checkoutCreatedTotal}>
                {t('orders.checkout.toPay')} <Money amount={created.total} />
                <ApproxPrice amount={created.total} />
              </span>
              <Button color="primary" data-focus-after-dialog onClick={() => setPaying(true)}>
                {t('orders.pay.payNow')}
              </Button>
              <Button
                fill="none"
                onClick={() => void navigate('/myPurchases/waiting_pay', { replace: true })}
              >
                {t('orders.checkout.later')}
              </Button>
            </div>
          }
        />
        <PaySheet
          visible={paying}
          orderIds={created.orders.map((order) => order.id)}
          amount={created.total}
          onClose={() => setPaying(false)}
          onPaid={paid}
        />
      </main>
    );
  }

  return (
    <main className={styles.checkout} aria-busy={preview.isFetching}>
      {virtualOnly ? (
        <p className={`${cardStyles.root} ${styles.checkoutVirtual}`}>{t('orders.checkout.virtualNote')}</p>
      ) : (
        <AddressCard
          address={data.address}
          onChange={() => setChoosingAddress(true)}
          onAdd={() => setAddressForm('asked')}
        />
      )}
      {data.shops.map((shop) => (
        <section key={shop.merchant_id} className={cardStyles.root} aria-label={shop.merchant_name}>
          <h2 className={cardStyles.title}>
            <bdi>{shop.merchant_name}</bdi>
          </h2>
          <OrderLines lines={shop.items} />
          {shop.promise ? <PromiseLine promise={shop.promise} /> : null}
          <VoucherRow
            shopName={shop.merchant_name}
            used={shop.voucher_used}
            vouchers={shop.vouchers}
            onChoose={(id) => setVouchers((chosen) => ({ ...chosen, [shop.merchant_id]: id }))}
          />
          <FigureRows
            figures={[
              { label: t('orders.figures.freight'), amount: shop.freight },
              { label: t('orders.figures.voucher'), amount: shop.voucher, minus: true },
              { label: t('orders.figures.shopTotal'), amount: shop.total },
            ]}
          />
        </section>
      ))}
      <section className={cardStyles.root} aria-label={t('orders.checkout.savings')}>
        <PromoField lines={lines} applied={promoCode} onApply={setPromoCode} />
        <DiscountField max={data.discount_max} applied={discount} onApply={setDiscount} />
      </section>
      <section className={cardStyles.root} aria-label={t('orders.checkout.summary')}>
        <OrderTotals totals={data} />
      </section>
      <div className={`${totalBarStyles.root} ${styles.submitBar}`}>
        <p className={totalBarStyles.total}>
          {t('orders.figures.total')} <Money className={totalBarStyles.amount} amount={data.total} />
          <ApproxPrice amount={data.total} />
        </p>
        <Button
          color="primary"
          shape="rounded"
          loading={create.isPending}
          disabled={preview.isFetching}
          onClick={submit}
        >
          {t('orders.checkout.submit')}
        </Button>
      </div>
      <AddressPicker
        visible={choosingAddress}
        chosenId={data.address?.id ?? null}
        onChoose={setAddressId}
        onAdd={() => {
          setChoosingAddress(false);
          setAddressForm('asked');
        }}
        onClose={() => setChoosingAddress(false)}
      />
      <AddressFormSheet
        visible={addressForm !== null}
        problem={addressForm === 'required' ? t('validation.addressRequired') : null}
        onSaved={(address) => {
          setAddressId(address.id);
          setAddressForm(null);
        }}
        onClose={() => setAddressForm(null)}
      />
    </main>
  );
}
