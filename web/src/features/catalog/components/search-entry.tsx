import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Looks like a search box; opens the search screen. */
export function SearchEntry() {
  const { t } = useTranslation();
  return (
    <Link className="search-entry" to="/search" aria-label={t('catalog.search.open')}>
      <SearchOutline aria-hidden="true" />
      <span>{t('catalog.search.placeholder')}</span>
    </Link>
  );
}
