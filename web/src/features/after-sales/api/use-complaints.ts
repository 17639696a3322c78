import type { ComplaintView } from '@crossbay/contract/after-sales';
import { afterSalesKeys } from './after-sales-keys.ts';
import { usePages } from './use-pages.ts';

/** The buyer's earlier complaints and suggestions, with the platform's replies. */
export const useComplaints = () =>
  usePages<ComplaintView>(afterSalesKeys.complaints(), '/api/user/complain_list');
