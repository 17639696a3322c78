type Envelope<T> = { code: number; msg: string; data: T };
type Page<T> = { list: T[] };

async function get<T>(baseURL: string, path: string): Promise<T> {
  const answer = (await (await fetch(`${baseURL}${path}`)).json()) as Envelope<T>;
  if (answer.code !== 1) throw new Error(`${path}: ${answer.code} ${answer.msg}`);
  return answer.data;
}

/** The id of the seeded product with exactly this name (ids depend on the seed run). */
export async function productIdByName(baseURL: string, name: string): Promise<number> {
  const page = await get<Page<{ id: number; name: string }>>(
    baseURL,
    `/api/index/product?limit=50&keyword=${encodeURIComponent(name)}`,
  );
  const product = page.list.find((item) => item.name === name);
  if (!product) throw new Error(`no product named ${name}`);
  return product.id;
}

type ShopFigures = { id: number; name: string; sales: number; fans: number; favourable_rate: number | null };

/** The seeded shop with exactly this name, with the figures the server counts from its rows. */
export async function shopByName(baseURL: string, name: string): Promise<ShopFigures> {
  const page = await get<Page<ShopFigures>>(
    baseURL,
    `/api/merchant/list?limit=50&keyword=${encodeURIComponent(name)}`,
  );
  const shop = page.list.find((item) => item.name === name);
  if (!shop) throw new Error(`no shop named ${name}`);
  return shop;
}
