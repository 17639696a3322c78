import { Button, Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useAddressList } from '#web/features/orders/api/use-address-list.ts';
import bottomSheetStyles from '#web/ui/bottom-sheet.module.css';
import { BottomSheet } from '#web/ui/bottom-sheet.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import styles from './address-picker.module.css';
import tagStyles from './tag.module.css';

type Props = {
  visible: boolean;
  chosenId: number | null;
  onChoose: (id: number) => void;
  /** Opens the form for a new address (in place: checkout keeps its state). */
  onAdd: () => void;
  onClose: () => void;
};

/** The buyer's shipping addresses, to send this order somewhere else than the default. */
export function AddressPicker({ visible, chosenId, onChoose, onAdd, onClose }: Props) {
  const { t } = useTranslation();
  const addresses = useAddressList(visible);
  return (
    <BottomSheet visible={visible} title={t('orders.checkout.chooseAddress')} onClose={onClose}>
      {addresses.isPending ? (
        <PageSkeleton label={t('common.loading')} />
      ) : addresses.isError ? (
        <Button block fill="outline" onClick={() => void addresses.refetch()}>
          {t('common.retry')}
        </Button>
      ) : (
        <Radio.Group
          value={chosenId ?? undefined}
          onChange={(value) => {
            onChoose(Number(value));
            onClose();
          }}
        >
          <ul className={styles.root}>
            {addresses.data.list.map((address) => (
              <li key={address.id} className={styles.item}>
                <Radio value={address.id} block>
                  <span className={styles.who}>
                    {address.addressee} · {address.mobile}
                    {address.is_default ? (
                      <span className={tagStyles.root}>{t('orders.checkout.default')}</span>
                    ) : null}
                  </span>
                  <span className={styles.where}>{address.lines.join(', ')}</span>
                </Radio>
              </li>
            ))}
          </ul>
        </Radio.Group>
      )}
      <div className={bottomSheetStyles.actions}>
        <Button block color="primary" fill="outline" onClick={onAdd}>
          {t('orders.checkout.addAddress')}
        </Button>
      </div>
    </BottomSheet>
  );
}
