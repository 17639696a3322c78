import type { ConsultSubject } from '@crossbay/contract/after-sales';
import type { z } from 'zod';
import { useProductDetail } from '#web/api/queries/use-product-detail.ts';
import { useShopDetail } from '#web/api/queries/use-shop-detail.ts';
import type { ScreenQuery } from '#web/ui/screen-data.tsx';

export type Subject = z.infer<typeof ConsultSubject>;

/**
 * What a new consultation is about: a product and the shop that sells it, or a shop alone (product 0).
 * The product's own shop wins over the route's, so a question never reaches a shop about another's goods.
 */
export function useConsultSubject(productId: number, shopId: number): ScreenQuery<Subject> {
  const product = useProductDetail(productId);
  const shop = useShopDetail(productId > 0 ? 0 : shopId);
  if (productId > 0) {
    const data = product.data;
    return {
      data: data && {
        merchant: { id: data.shop.id, name: data.shop.name, logo: data.shop.logo },
        product: { id: data.id, name: data.name, image: data.pictures[0]?.thumb ?? null },
      },
      error: product.error,
      isError: product.isError,
      isFetching: product.isFetching,
      refetch: product.refetch,
    };
  }
  const data = shop.data;
  return {
    data: data && { merchant: { id: data.id, name: data.name, logo: data.logo }, product: null },
    error: shop.error,
    isError: shop.isError,
    isFetching: shop.isFetching,
    refetch: shop.refetch,
  };
}
