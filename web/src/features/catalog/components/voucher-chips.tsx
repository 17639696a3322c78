import { useTranslation } from 'react-i18next';
import { useCollectVoucher, useOfferedVouchers } from '#web/features/catalog/api/use-vouchers.ts';
import { useVoucherDeal } from '#web/i18n/use-voucher-deal.ts';
import { useAfterLogin } from '#web/session/after-login.ts';
import { useSession } from '#web/session/session-store.ts';
import { showSuccess } from '#web/ui/toast.ts';
import detailBlockStyles from './detail-block.module.css';
import { useRequireLogin } from './use-require-login.ts';
import styles from './voucher-chips.module.css';

/** A shop's vouchers as chips to collect with one tap; a visitor logs in first and the tap is done on return. */
export function VoucherChips({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const loggedIn = useSession((state) => state.token !== null);
  const offered = useOfferedVouchers(shopId, loggedIn);
  const collect = useCollectVoucher();
  const requireLogin = useRequireLogin();
  const deal = useVoucherDeal();
  const afterLogin = `voucher-${shopId}`;
  const take = (id: number) =>
    collect.mutate(id, { onSuccess: () => showSuccess(t('catalog.vouchers.collectedToast')) });
  useAfterLogin<number>(afterLogin, (id) => {
    if (typeof id === 'number') take(id);
  });
  const vouchers = offered.data?.vouchers ?? [];
  if (vouchers.length === 0) return null;
  return (
    <section className={detailBlockStyles.root} aria-labelledby={`vouchers-${shopId}`}>
      <h2 id={`vouchers-${shopId}`} className={detailBlockStyles.title}>
        {t('catalog.vouchers.title')}
      </h2>
      <ul className={styles.list}>
        {vouchers.map((v) => (
          <li key={v.id}>
            <button
              type="button"
              className={styles.chip}
              disabled={v.collected || !v.can_collect || collect.isPending}
              onClick={() => {
                if (requireLogin({ afterwards: { action: afterLogin, payload: v.id } })) take(v.id);
              }}
            >
              {v.collected
                ? t('catalog.vouchers.collected', { deal: deal(v) })
                : v.can_collect
                  ? t('catalog.vouchers.collect', { deal: deal(v) })
                  : t('catalog.vouchers.gone', { deal: deal(v) })}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
