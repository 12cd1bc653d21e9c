import type { CoreTables } from './tables/core';
import type { AuthTables } from './tables/auth';
import type { TelemetryTables } from './tables/telemetry';
import type { FormsTables } from './tables/forms';
import type { CommerceTables } from './tables/commerce';
import type { LimitsTables } from './tables/limits';
import type { SearchReviewsTables } from './tables/searchReviews';
import type { OwnerContentTables } from './tables/ownerContent';
import type { MailTables } from './tables/mail';

// Every table, joined from one interface per area (src/server/storage/tables/<area>.ts).
export interface Database
  extends
    CoreTables,
    AuthTables,
    TelemetryTables,
    FormsTables,
    CommerceTables,
    LimitsTables,
    SearchReviewsTables,
    OwnerContentTables,
    MailTables {}
