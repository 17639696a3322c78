import { type DisplayChoice, DOLLAR_ONLY } from '@crossbay/contract/display-currency';
import { isLocale } from '@crossbay/contract/locales';
import { CheckOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayRates } from '#web/api/queries/use-display-rates.ts';
import { useSaveDisplayCurrency } from '#web/features/account/api/use-save-display-currency.ts';
import { intlLocaleOf } from '#web/i18n/intl-locale.ts';
import { useDisplayChoice } from '#web/session/display-choice-store.ts';
import { useSession } from '#web/session/session-store.ts';
import { useDisplayCurrency } from '#web/session/use-display-currency.ts';
import chipStyles from '#web/ui/choice-chip.module.css';
import styles from './language-list.module.css';

/** The currencies prices may also be shown in (those with a fresh rate), and the dollar alone; applies at once. */
export function DisplayCurrencyList({ onChosen }: { onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const noteId = useId();
  const rates = useDisplayRates();
  const wanted = useDisplayCurrency();
  const chooseOnDevice = useDisplayChoice((state) => state.choose);
  const saveOnAccount = useSaveDisplayCurrency();
  const loggedIn = useSession((state) => state.loggedIn);
  const names = new Intl.DisplayNames(intlLocaleOf(isLocale(i18n.language) ? i18n.language : 'en'), {
    type: 'currency',
  });

  const choose = (choice: DisplayChoice) => {
    chooseOnDevice(choice);
    if (loggedIn) saveOnAccount.mutate(choice);
    onChosen?.();
  };

  const choices: DisplayChoice[] = [DOLLAR_ONLY, ...(rates.data?.rates ?? []).map((rate) => rate.currency)];
  // A currency without a fresh rate is not shown beside prices: the dollar alone is what the buyer sees.
  const current = wanted && choices.includes(wanted) ? wanted : DOLLAR_ONLY;
  return (
    <div className={styles.root} role="radiogroup" aria-labelledby={headingId} aria-describedby={noteId}>
      <h2 id={headingId} className={styles.heading}>
        {t('displayCurrency.heading')}
      </h2>
      {choices.map((choice) => (
        <label key={choice} className={styles.option}>
          <input
            type="radio"
            name="display-currency"
            value={choice}
            checked={current === choice}
            onChange={() => choose(choice)}
            className={chipStyles.coveringInput}
          />
          <span className={styles.name}>
            {choice === DOLLAR_ONLY ? t('displayCurrency.dollarOnly') : `${names.of(choice)} (${choice})`}
          </span>
          {current === choice ? <CheckOutline className={styles.check} aria-hidden="true" /> : null}
        </label>
      ))}
      <p id={noteId} className={styles.note}>
        {t('displayCurrency.note')}
      </p>
    </div>
  );
}
