import { randomUUID } from 'node:crypto';
import { runOps } from './ops.ts';
import type { RunningServer } from './server.ts';
import { type ShopApi, skuOf } from './shop-api.ts';

const PAY_CODE = '123456';

export type Order = {
  id: number;
  sn: string;
  status: string;
  total: string;
  merchant_name: string;
  items: { product_id: number; spec: string }[];
};

/** A physical order of the demo buyer, placed through the API: waiting to pay. */
export async function placedOrder(api: ShopApi, notShops: number[] = [], minReviews = 0): Promise<Order> {
  const sku = await skuOf(api, 'physical', notShops, [], minReviews);
  const items = [{ sku_id: sku.skuId, quantity: 1 }];
  const { total } = await api.post<{ total: string }>('/api/order/preview', { items });
  const created = await api.post<{ orders: { id: number }[] }>('/api/order/create', {
    items,
    expected_total: total,
  });
  return api.get<Order>(`/api/order/detail?id=${created.orders[0]?.id}`);
}

/** …and paid: waiting to ship. */
export async function paidOrder(api: ShopApi, notShops: number[] = [], minReviews = 0): Promise<Order> {
  const ids = [(await placedOrder(api, notShops, minReviews)).id];
  await api.post('/api/order/pay', {
    order_ids: ids,
    pay_password: PAY_CODE,
    idempotency_key: randomUUID(),
  });
  return api.get<Order>(`/api/order/detail?id=${ids[0]}`);
}

/** …and shipped by the operator with Kerry under `tracking`: on its way. */
export async function shippedOrder(api: ShopApi, server: RunningServer, tracking: string): Promise<Order> {
  const order = await paidOrder(api);
  await runOps(server, 'order', 'ship', order.sn, '--company', 'Kerry', '--tracking', tracking);
  return api.get<Order>(`/api/order/detail?id=${order.id}`);
}
