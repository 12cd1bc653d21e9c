import type { CoreTables } from './tables/core';

// Every table, joined from one interface per area (src/server/storage/tables/<area>.ts).
export interface Database extends CoreTables {}
