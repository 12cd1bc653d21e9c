import type { Migration } from 'kysely';
import * as core from './0001_core';
import * as auth from './0002_auth';
import * as telemetry from './0003_telemetry';
import * as forms from './0004_forms';
import * as inspectorIndexes from './0010_inspector_indexes';
import * as commerce from './0030_commerce';
import * as cartCoupons from './0031_cart_coupons';
import * as telemetryRollups from './0036_telemetry_rollups';
import * as limits from './0040_limits';
import * as searchReviews from './0041_search_reviews';
import * as ownerContent from './0045_owner_content';
import * as telemetryRollupWeeks from './0046_telemetry_rollup_weeks';
import * as contentVersionEmailCampaigns from './0047_content_version_email_campaigns';
import * as productStockByProduct from './0048_product_stock_by_product';
import * as orderTotals from './0060_order_totals';
import * as orderBuyer from './0061_order_buyer';
import * as orderSubscription from './0062_order_subscription';
import * as orderDownloads from './0063_order_downloads';
import * as telemetryDelivery from './0075_telemetry_delivery';
import * as giftCards from './0080_gift_cards';
import * as emailOutbox from './0081_email_outbox';
import * as errorGroupsFirstSeen from './0085_error_groups_first_seen';
import * as pageViewsByMissing from './0095_page_views_by_missing';
import * as telemetryLatencyAllPages from './0096_telemetry_latency_all_pages';
import * as ownerGiftCardAndEmailChanges from './0100_owner_gift_card_and_email_changes';
import * as httpCachePurges from './0105_http_cache_purges';
import * as telemetryPayloadBlobs from './0110_telemetry_payload_blobs';

// Every migration, in order, each under its own number. The name is what a database records as applied:
// renaming one means listing the old name in RENAMED_MIGRATIONS, so databases that hold it follow.
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_auth': auth,
  '0003_telemetry': telemetry,
  '0004_forms': forms,
  '0010_inspector_indexes': inspectorIndexes,
  '0030_commerce': commerce,
  '0031_cart_coupons': cartCoupons,
  '0036_telemetry_rollups': telemetryRollups,
  '0040_limits': limits,
  '0041_search_reviews': searchReviews,
  '0045_owner_content': ownerContent,
  '0046_telemetry_rollup_weeks': telemetryRollupWeeks,
  '0047_content_version_email_campaigns': contentVersionEmailCampaigns,
  '0048_product_stock_by_product': productStockByProduct,
  '0060_order_totals': orderTotals,
  '0061_order_buyer': orderBuyer,
  '0062_order_subscription': orderSubscription,
  '0063_order_downloads': orderDownloads,
  '0075_telemetry_delivery': telemetryDelivery,
  '0080_gift_cards': giftCards,
  '0081_email_outbox': emailOutbox,
  '0085_error_groups_first_seen': errorGroupsFirstSeen,
  '0095_page_views_by_missing': pageViewsByMissing,
  '0096_telemetry_latency_all_pages': telemetryLatencyAllPages,
  '0100_owner_gift_card_and_email_changes': ownerGiftCardAndEmailChanges,
  '0105_http_cache_purges': httpCachePurges,
  '0110_telemetry_payload_blobs': telemetryPayloadBlobs,
};

// Names that databases migrated by earlier versions hold, and the name each migration has now. Two pairs of
// migrations once shared a number; each second one moved to the next free number, keeping the order.
export const RENAMED_MIGRATIONS: Record<string, string> = {
  '0040_search_reviews': '0041_search_reviews',
  '0047_product_stock_by_product': '0048_product_stock_by_product',
};
