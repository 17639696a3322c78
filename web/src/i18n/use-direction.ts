import { useTranslation } from 'react-i18next';
import { directionOf, type TextDirection } from './direction.ts';

/**
 * The app's language's direction, for components that set their own instead of inheriting the page's
 * (antd-mobile's Tabs write `direction: ltr` on themselves unless told otherwise).
 */
export function useDirection(): TextDirection {
  const { i18n } = useTranslation();
  return directionOf(i18n.language);
}
