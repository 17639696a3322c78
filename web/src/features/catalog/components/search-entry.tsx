import { SearchOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './search-entry.module.css';

/** Looks like a search box; opens the search screen. */
export function SearchEntry() {
  const { t } = useTranslation();
  return (
    <Link className={styles.root} to="/search">
      <SearchOutline aria-hidden="true" />
      <span className="visually-hidden">{t('catalog.search.open')}: </span>
      <span>{t('catalog.search.placeholder')}</span>
    </Link>
  );
}
