// No zod here: the order screen imports this table to link to the courier's own tracking page.

/** A courier the shops ship with, and its public tracking page for a number. */
export type Carrier = { code: string; name: string; trackingUrl: (trackingNumber: string) => string };

const at = (prefix: string) => (n: string) => `${prefix}${encodeURIComponent(n)}`;

// Keyed by the courier's code (the webhook's path, the key of its secret); `names` are how `ops order ship
// --company` may spell it, compared without case, spaces or punctuation (decision 0097).
const CARRIERS: (Carrier & { names: string[] })[] = [
  {
    code: 'kerry',
    name: 'Kerry Express',
    names: ['kerry', 'kerryexpress'],
    trackingUrl: at('https://th.kerryexpress.com/en/track/?track='),
  },
  {
    code: 'thaipost',
    name: 'Thailand Post',
    names: ['thailandpost', 'thaipost', 'ems thailand'],
    trackingUrl: at('https://track.thailandpost.co.th/?trackNumber='),
  },
  {
    code: 'jt',
    name: 'J&T Express',
    names: ['jt', 'jtexpress', 'j&t', 'j&texpress'],
    trackingUrl: at('https://www.jtexpress.sg/tracking?bills='),
  },
  {
    code: 'sf',
    name: 'SF Express',
    names: ['sf', 'sfexpress', '顺丰'],
    trackingUrl: at('https://www.sf-express.com/we/ow/chn/sc/waybill/waybill-detail/'),
  },
  {
    code: 'yunexpress',
    name: 'YunExpress',
    names: ['yunexpress', 'yun'],
    trackingUrl: at('https://www.yuntrack.com/parcelTracking?id='),
  },
  {
    code: 'cainiao',
    name: 'Cainiao',
    names: ['cainiao', '菜鸟'],
    trackingUrl: at('https://global.cainiao.com/newDetail.htm?mailNoList='),
  },
  {
    code: 'dhlecommerce',
    name: 'DHL eCommerce',
    names: ['dhlecommerce'],
    trackingUrl: at(
      'https://www.dhl.com/global-en/home/tracking/tracking-ecommerce.html?submit=1&tracking-id=',
    ),
  },
  {
    code: 'dhl',
    name: 'DHL',
    names: ['dhl', 'dhlexpress'],
    trackingUrl: at(
      'https://www.dhl.com/global-en/home/tracking/tracking-express.html?submit=1&tracking-id=',
    ),
  },
  { code: 'ups', name: 'UPS', names: ['ups'], trackingUrl: at('https://www.ups.com/track?tracknum=') },
  {
    code: 'fedex',
    name: 'FedEx',
    names: ['fedex'],
    trackingUrl: at('https://www.fedex.com/fedextrack/?trknbr='),
  },
  {
    code: 'usps',
    name: 'USPS',
    names: ['usps'],
    trackingUrl: at('https://tools.usps.com/go/TrackConfirmAction?tLabels='),
  },
];

const key = (text: string) => text.toLowerCase().replace(/[\s._-]+/g, '');

/** The courier an order was shipped with, from the company name the shop gave; undefined when not known. */
export function carrierOf(company: string): Carrier | undefined {
  const wanted = key(company);
  return CARRIERS.find((c) => c.names.some((name) => key(name) === wanted));
}

/** The courier of a webhook path (`/api/carrier/webhook/:carrier`). */
export function carrierByCode(code: string): (Carrier & { names: string[] }) | undefined {
  return CARRIERS.find((c) => c.code === code);
}
