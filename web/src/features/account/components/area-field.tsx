import { CascadePicker } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COUNTRIES, countryLabel } from './areas.ts';
import { useIntlLocale } from './use-intl-locale.ts';

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
  const shown = country
    ? `${countryLabel(country, intlLocale)} · ${region}`
    : t('accountScreens.address.chooseArea');
  return (
    <>
      <button
        id={id}
        type="button"
        // The label names the field, the text its value: both are read.
        aria-label={`${t('accountScreens.address.area')}: ${shown}`}
        className={country ? 'area-field' : 'area-field area-field--empty'}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {country
          ? `${countryLabel(country, intlLocale)} · ${region}`
          : t('accountScreens.address.chooseArea')}
      </button>
      <CascadePicker
        title={t('accountScreens.address.area')}
        options={options}
        visible={open}
        value={country ? [country, region ?? ''] : []}
        confirmText={t('accountScreens.confirm')}
        cancelText={t('accountScreens.cancel')}
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
