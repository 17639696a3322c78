import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as loginTickets from './migrations/0002-login-tickets.ts';
import * as noticeReads from './migrations/0003-notice-reads.ts';
import * as searchAndVariants from './migrations/0004-search-and-variants.ts';
import * as checkouts from './migrations/0005-checkouts.ts';
import * as listingIndexes from './migrations/0006-listing-indexes.ts';
import * as oidc from './migrations/0007-oidc.ts';
import * as afterSales from './migrations/0008-after-sales.ts';
import * as idempotencyFingerprints from './migrations/0009-idempotency-fingerprints.ts';
import * as wishlist from './migrations/0010-wishlist.ts';
import * as files from './migrations/0011-files.ts';
import * as rechargeReferences from './migrations/0012-recharge-references.ts';
import * as salesPending from './migrations/0013-sales-pending.ts';
import * as catalogVersion from './migrations/0014-catalogue-version.ts';
import * as listingSortIndexes from './migrations/0015-listing-sort-indexes.ts';
import * as skuPictures from './migrations/0016-sku-pictures.ts';
import * as bagRecentFirst from './migrations/0017-bag-recent-first.ts';
import * as productsWords from './migrations/0018-products-words.ts';
import * as noticeTargets from './migrations/0019-notice-targets.ts';
import * as shipmentEvents from './migrations/0020-shipment-events.ts';
import * as codeRequesters from './migrations/0021-code-requesters.ts';
import * as addressCountries from './migrations/0022-address-countries.ts';
import * as uploadDays from './migrations/0023-upload-days.ts';
import * as noticeMessages from './migrations/0025-notice-messages.ts';
import * as displayRates from './migrations/0026-display-rates.ts';
import * as recentlyViewed from './migrations/0027-recently-viewed.ts';
import * as deliveryPromise from './migrations/0028-delivery-promise.ts';
import * as noticesByBuyer from './migrations/0029-notices-by-buyer.ts';
import * as securityEvents from './migrations/0030-security-events.ts';
import * as vouchers from './migrations/0031-vouchers.ts';
import * as sessionDevices from './migrations/0032-session-devices.ts';
import * as pushDelivery from './migrations/0033-push-delivery.ts';
import * as webVitals from './migrations/0034-web-vitals.ts';
import * as staff from './migrations/0035-staff.ts';
import * as privateUploads from './migrations/0036-private-uploads.ts';
import * as closedAccounts from './migrations/0038-closed-accounts.ts';
import * as twoPersonApproval from './migrations/0039-two-person-approval.ts';

// Versioned, forward-only: a new change is a new file appended here, never an edit of an old one.
export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-login-tickets': loginTickets,
  '0003-notice-reads': noticeReads,
  '0004-search-and-variants': searchAndVariants,
  '0005-checkouts': checkouts,
  '0006-listing-indexes': listingIndexes,
  '0007-oidc': oidc,
  '0008-after-sales': afterSales,
  '0009-idempotency-fingerprints': idempotencyFingerprints,
  '0010-wishlist': wishlist,
  '0011-files': files,
  '0012-recharge-references': rechargeReferences,
  '0013-sales-pending': salesPending,
  '0014-catalogue-version': catalogVersion,
  '0015-listing-sort-indexes': listingSortIndexes,
  '0016-sku-pictures': skuPictures,
  '0017-bag-recent-first': bagRecentFirst,
  '0018-products-words': productsWords,
  '0019-notice-targets': noticeTargets,
  '0020-shipment-events': shipmentEvents,
  '0021-code-requesters': codeRequesters,
  '0022-address-countries': addressCountries,
  '0023-upload-days': uploadDays,
  '0025-notice-messages': noticeMessages,
  '0026-display-rates': displayRates,
  '0027-recently-viewed': recentlyViewed,
  '0028-delivery-promise': deliveryPromise,
  '0029-notices-by-buyer': noticesByBuyer,
  '0030-security-events': securityEvents,
  '0031-vouchers': vouchers,
  '0032-session-devices': sessionDevices,
  '0033-push-delivery': pushDelivery,
  '0034-web-vitals': webVitals,
  '0035-staff': staff,
  '0036-private-uploads': privateUploads,
  '0038-closed-accounts': closedAccounts,
  '0039-two-person-approval': twoPersonApproval,
};

// biome-ignore lint/suspicious/noExplicitAny: migrations run below the typed schema they create
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
