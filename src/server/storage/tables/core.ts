export interface CoreTables {
  site_meta: { key: string; value: string };
}
