import { CascadePicker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import styles from './area-field.module.css';
import { COUNTRIES, countryLabel } from './areas.ts';

export type Area = [country: string, region: string] | [];

type Props = { id?: string; value?: Area; onChange?: (value: Area) => void };

/** Country → region, picked on antd-mobile's cascade wheel. */
export function AreaField({ id, value = [], onChange }: Props) {
  const { t } = useTranslation();
  const intlLocale = useIntlLocale();
  const [open, setOpen] = useState(false);
  const options = useMemo(
    () =>
      COUNTRIES.map((country) => ({
        label: countryLabel(country.name, intlLocale),
        value: country.name,
        children: country.regions.map((region) => ({ label: region, value: region })),
      })).sort((a, b) => a.label.localeCompare(b.label, intlLocale)),
    [intlLocale],
  );
  const [country, region] = value;
  const shown = country ? `${countryLabel(country, intlLocale)} · ${region}` : t('addressForm.chooseArea');
  return (
    <>
      <button
        id={id}
        type="button"
        // The label names the field, the text its value: both are read.
        aria-label={`${t('addressForm.area')}: ${shown}`}
        className={country ? styles.root : `${styles.root} ${styles.empty}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {country ? `${countryLabel(country, intlLocale)} · ${region}` : t('addressForm.chooseArea')}
      </button>
      <CascadePicker
        title={t('addressForm.area')}
        options={options}
        visible={open}
        value={country ? [country, region ?? ''] : []}
        confirmText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onClose={() => setOpen(false)}
        onConfirm={(picked) => {
          const [nextCountry, nextRegion] = picked;
          if (typeof nextCountry === 'string' && typeof nextRegion === 'string') {
            onChange?.([nextCountry, nextRegion]);
          }
        }}
      />
    </>
  );
}
