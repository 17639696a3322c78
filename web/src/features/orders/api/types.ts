import type { OrderFilter, OrderStatus } from '@crossbay/contract/order';

/** Shapes of the answers of server/src/modules/cart and server/src/modules/orders. */
export type BagItem = {
  id: number;
  sku_id: number;
  product_id: number;
  name: string;
  spec: string;
  image: string | null;
  price: string;
  quantity: number;
  stock: number;
  is_virtual: boolean;
  available: boolean;
};

export type BagShop = { merchant_id: number; merchant_name: string; items: BagItem[] };
export type Bag = { shops: BagShop[]; count: number };

export type CheckoutLine = { sku_id: number; quantity: number };

export type PreviewItem = {
  sku_id: number;
  product_id: number;
  name: string;
  spec: string;
  image: string | null;
  unit_price: string;
  quantity: number;
  subtotal: string;
  is_virtual: boolean;
};

export type PreviewAddress = { id: number; addressee: string; mobile: string; area: string; detail: string };

export type CheckoutPreview = {
  shops: {
    merchant_id: number;
    merchant_name: string;
    items: PreviewItem[];
    goods: string;
    freight: string;
    promo: string;
    discount: string;
    total: string;
  }[];
  address: PreviewAddress | null;
  promo_code: string | null;
  goods: string;
  freight: string;
  promo: string;
  discount: string;
  discount_max: string;
  total: string;
};

export type CheckoutRequest = {
  items: CheckoutLine[];
  address_id?: number;
  promo_code?: string;
  discount?: string;
};

export type CreatedCheckout = {
  checkout_sn: string;
  orders: { id: number; sn: string; total: string }[];
  total: string;
  expires_at: string;
};

export type PayResult = {
  orders: { id: number; sn: string; status: string }[];
  paid: string;
  balance: string;
};

export type OrderAction = 'pay' | 'cancel' | 'confirm_receipt' | 'refund' | 'review' | 'complain' | 'consult';

export type OrderItem = {
  product_id: number;
  sku_id: number;
  name: string;
  spec: string;
  image: string | null;
  unit_price: string;
  quantity: number;
  subtotal: string;
};

export type Order = {
  id: number;
  sn: string;
  status: OrderStatus;
  merchant_id: number;
  merchant_name: string;
  is_virtual: boolean;
  goods: string;
  freight: string;
  promo: string;
  discount: string;
  total: string;
  quantity: number;
  items: OrderItem[];
  address: { addressee: string; mobile: string; area: string; detail: string } | null;
  logistics: { company: string; tracking: string } | null;
  timeline: {
    created_at: string;
    paid_at: string | null;
    shipped_at: string | null;
    received_at: string | null;
    completed_at: string | null;
    cancelled_at: string | null;
  };
  expires_at: string | null;
  actions: OrderAction[];
};

export type OrderPage = {
  list: Order[];
  total: number;
  page: number;
  limit: number;
  counts: Record<OrderFilter, number>;
};

export type Logistics = {
  company: string | null;
  tracking: string | null;
  events: { status: string; at: string }[];
};

export type CardKey = {
  id: number;
  order_id: number;
  sn: string;
  product_name: string;
  card_number: string;
  card_password: string;
  issued_at: string;
};

export type Address = {
  id: number;
  addressee: string;
  mobile: string;
  country: string;
  region: string;
  detail: string;
  tag: string;
  is_default: boolean;
};

export type Page<T> = { list: T[]; total: number; page: number; limit: number };
