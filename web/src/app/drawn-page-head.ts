import type { ProductDetail, ShopDetail } from '@crossbay/contract/catalog';
import { Codes } from '@crossbay/contract/codes';
import type { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { matchPath } from 'react-router';
import { http } from '#web/api/client.ts';
import { MISSING } from '#web/api/missing.ts';
import { productDetailQuery } from '#web/api/queries/use-product-detail.ts';
import { RequestError } from '#web/api/request-error.ts';
import {
  type HeadContext,
  homeHead,
  type PageHead,
  PRIVATE_PAGE,
  productHead,
  shopHead,
} from './page-head.ts';

// Only the server entry (entry-server.tsx) imports this file.

/** The head of a page the server drew, from the answers it was drawn with (still in `queryClient`). */
export function drawnPageHead(
  pathname: string,
  queryClient: QueryClient,
  page: HeadContext & { routeTitle: string },
): PageHead {
  const title = `${page.routeTitle} | ${page.siteName}`;
  if (pathname === '/home') return { title, tags: homeHead(i18n.t('app.description'), page) };
  const id = Number(matchPath('/detail/:product/*', pathname)?.params.product);
  const product =
    Number.isSafeInteger(id) && id > 0
      ? queryClient.getQueryData<ProductDetail>(productDetailQuery(id).queryKey)
      : undefined;
  if (product) return productHead(product, page);
  return { title, tags: PRIVATE_PAGE };
}

/** A shop's head, from its public answer; null for a shop that does not exist. */
export async function shopPageHead(id: number, page: HeadContext): Promise<PageHead | null> {
  try {
    const shop = await http.get<ShopDetail>('/api/merchant/detail', {
      params: { id },
      shownByCaller: MISSING,
    });
    return shopHead(shop, page);
  } catch (error) {
    if (error instanceof RequestError && error.code === Codes.NotFound) return null;
    throw error;
  }
}
