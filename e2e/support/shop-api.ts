type Envelope<T> = { code: number; msg: string; data: T };

/** The shop's API as the buyer's app calls it, for setting a scene up before the browser takes over. */
export function shopApi(baseURL: string, token: string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${baseURL}${path}`, {
      method,
      headers: { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer = (await response.json()) as Envelope<T>;
    if (answer.code !== 1) throw new Error(`${method} ${path}: ${answer.code} ${answer.msg}`);
    return answer.data;
  };
  /** A picture sent as the app's uploader sends it (POST /api/common/upload); answers its path. A proof by default. */
  const upload = async (png: Buffer, access: 'private' | 'public' = 'private'): Promise<string> => {
    const form = new FormData();
    form.append('access', access);
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'proof.png');
    const response = await fetch(`${baseURL}/api/common/upload`, {
      method: 'POST',
      headers: { token },
      body: form,
    });
    const answer = (await response.json()) as Envelope<{ url: string }>;
    if (answer.code !== 1) throw new Error(`upload: ${answer.code} ${answer.msg}`);
    return answer.data.url;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body: unknown) => call<T>('POST', path, body),
    upload,
  };
}

export type ShopApi = ReturnType<typeof shopApi>;

type ProductCard = {
  id: number;
  price: string;
  stock: number;
  merchant_id: number;
  is_virtual: boolean;
  reviews: number;
};
type ProductDetail = { id: number; skus: { id: number; price: string; stock: number }[] };

/** A spec in stock of a product of the given kind, from a shop not in `notShops`, with at least `minReviews`. */
export async function skuOf(
  api: ShopApi,
  kind: 'physical' | 'virtual',
  notShops: number[] = [],
  notProducts: number[] = [],
  minReviews = 0,
): Promise<{ skuId: number; productId: number; shopId: number }> {
  const page = await api.get<{ list: ProductCard[] }>(`/api/index/product?kind=${kind}&limit=50&in_stock=1`);
  for (const product of page.list) {
    if (
      notShops.includes(product.merchant_id) ||
      notProducts.includes(product.id) ||
      product.stock < 3 ||
      product.reviews < minReviews
    )
      continue;
    const detail = await api.get<ProductDetail>(`/api/product/detail?id=${product.id}`);
    const sku = detail.skus.find((s) => s.stock >= 3);
    if (sku) return { skuId: sku.id, productId: product.id, shopId: product.merchant_id };
  }
  throw new Error(`no ${kind} product in stock`);
}

type Spec = { id: number; spec: string; price: string; stock: number; picture: number | null };
type ProductWithSpecs = { id: number; name: string; pictures: { thumb: string }[]; skus: Spec[] };

/**
 * A product with several specifications in stock, none chosen for the buyer until they pick one; with
 * `ownPicture`, the second shows a picture of its own (a colour), given as `picture` (its thumbnail).
 */
export async function productWithSpecs(
  api: ShopApi,
  kind: 'physical' | 'virtual' = 'physical',
  options: { ownPicture?: boolean } = {},
): Promise<{ productId: number; name: string; sku: Spec; picture: string | null }> {
  const page = await api.get<{ list: ProductCard[] }>(`/api/index/product?kind=${kind}&limit=50&in_stock=1`);
  for (const product of page.list) {
    const detail = await api.get<ProductWithSpecs>(`/api/product/detail?id=${product.id}`);
    const inStock = detail.skus.filter((s) => s.stock >= 3);
    const sku = inStock[1];
    const picture = sku?.picture ? (detail.pictures[sku.picture]?.thumb ?? null) : null;
    if (inStock.length >= 2 && sku && (!options.ownPicture || picture))
      return { productId: detail.id, name: detail.name, sku, picture };
  }
  throw new Error(`no ${kind} product with two specifications in stock`);
}

export async function addHomeAddress(api: ShopApi): Promise<void> {
  await api.post('/api/user/address_add', {
    addressee: 'Dana Buyer',
    mobile: '+66 81 234 5678',
    country: 'TH',
    region: 'Bangkok',
    city: 'Watthana',
    postcode: '10110',
    detail: '12 Sukhumvit Rd',
    tag: 'home',
    is_default: true,
  });
}
