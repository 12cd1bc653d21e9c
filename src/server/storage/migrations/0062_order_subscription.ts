import type { Kysely } from 'kysely';

// The plan a subscription order was bought on (src/shared/commerce/describeSubscriptionTerms.ts): billing
// period, number of payments, start and next charge, as JSON; null for an order without a subscription.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('subscription_json', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('subscription_json').execute();
}
