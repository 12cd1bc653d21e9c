import type { Kysely } from 'kysely';
import type { ResolvedInspectorFilter } from '../../../shared/api/config/InspectorFilter';
import type { Database } from '../Database';
import { queryOverview } from './queryOverview';
import { queryKindSeries } from './queryKindSeries';
import { queryErrorGroups } from './queryErrorGroups';
import { queryVitals } from './queryVitals';
import { queryPagePaths } from './queryPagePaths';

// The telemetry inspector's read-only view of the telemetry tables (owned by the telemetry area).
export class InspectorRepository {
  constructor(private readonly db: Kysely<Database>) {}

  overview(filter: ResolvedInspectorFilter) {
    return queryOverview(this.db, filter);
  }

  kindSeries(filter: ResolvedInspectorFilter) {
    return queryKindSeries(this.db, filter);
  }

  errorGroups(filter: ResolvedInspectorFilter) {
    return queryErrorGroups(this.db, filter);
  }

  vitals(filter: ResolvedInspectorFilter) {
    return queryVitals(this.db, filter);
  }

  pagePaths(filter: ResolvedInspectorFilter) {
    return queryPagePaths(this.db, filter);
  }
}
