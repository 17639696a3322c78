import type { Page } from '@crossbay/contract/pagination';
import type { WishlistAnswer, WishlistIds, WishlistItem } from '@crossbay/contract/wishlist';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';
import { RequestError } from '#web/api/request-error.ts';
import { showSuccess } from '#web/ui/toast.ts';

// Loaded at the first tap on a heart, so the first screen does not carry it.

const inFlight = new Set<number>();

const marked = (ids: readonly number[], id: number, saved: boolean) => {
  const rest = ids.filter((other) => other !== id);
  return saved ? [id, ...rest] : rest;
};

function withoutProduct(data: InfiniteData<Page<WishlistItem>>, id: number) {
  return {
    ...data,
    pages: data.pages.map((page) => {
      const list = page.list.filter((item) => item.id !== id);
      return { ...page, list, total: page.total - (page.list.length - list.length) };
    }),
  };
}

/**
 * Saves the product, or removes it when saved (`want` says which, when the tap was made before a login):
 * the heart (and /heart) change at once, then the server is asked; if it refuses, the request client says
 * why and the heart goes back.
 */
export async function toggleSaved(
  queryClient: QueryClient,
  productId: number,
  want?: boolean,
): Promise<void> {
  // A second tap while the first is on its way would race it; the heart already shows the first.
  if (inFlight.has(productId)) return;
  inFlight.add(productId);
  const idsKey = catalogKeys.savedIds();
  const listKey = catalogKeys.savedProducts();
  const savedNow = queryClient.getQueryData<WishlistIds>(idsKey)?.ids.includes(productId) ?? false;
  const save = want ?? !savedNow;
  if (save === savedNow) {
    inFlight.delete(productId);
    return;
  }
  const listBefore = queryClient.getQueryData<InfiniteData<Page<WishlistItem>>>(listKey);
  const mark = (saved: boolean) =>
    queryClient.setQueryData<WishlistIds>(idsKey, (old) => ({
      ids: marked(old?.ids ?? [], productId, saved),
    }));
  await queryClient.cancelQueries({ queryKey: idsKey });
  mark(save);
  if (!save && listBefore) queryClient.setQueryData(listKey, withoutProduct(listBefore, productId));
  try {
    await http.post<WishlistAnswer>(save ? '/api/wishlist/add' : '/api/wishlist/del', {
      product_id: productId,
    });
    showSuccess(i18n.t(save ? 'catalog.wishlist.saved' : 'catalog.wishlist.removed'));
  } catch (error) {
    mark(!save);
    if (listBefore) queryClient.setQueryData(listKey, listBefore);
    if (!(error instanceof RequestError)) throw error;
  } finally {
    inFlight.delete(productId);
    void queryClient.invalidateQueries({ queryKey: catalogKeys.wishlist() });
  }
}
