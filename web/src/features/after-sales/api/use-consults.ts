import type { ConsultListItem } from '@crossbay/contract/after-sales';
import { afterSalesKeys } from './after-sales-keys.ts';
import { usePages } from './use-pages.ts';

/** The buyer's consultations, the latest conversation first. */
export const useConsults = () => usePages<ConsultListItem>(afterSalesKeys.consults(), '/api/consult/list');
