import { useState } from 'react';
import type { PagePaths } from '../../../shared/api/config/InspectorResponses';
import { RECORD_KINDS } from '../../../shared/telemetry/recordKinds';
import { useJson } from '../useJson';
import { InspectorFilters } from './InspectorFilters';
import { toExportUrl, toFilterQuery, type InspectorChoice } from './InspectorChoice';
import { KindSeriesPanel } from './KindSeriesPanel';
import { PipelinePanel } from './PipelinePanel';
import { ErrorGroupsPanel } from './ErrorGroupsPanel';
import { VitalsPanel } from './VitalsPanel';
import { DeliveryPanel } from './DeliveryPanel';

const DAY = 24 * 3_600_000;

// The telemetry inspector: the server aggregates every panel's numbers in SQL, so the page stays light.
export function InspectorView() {
  const [choice, setChoice] = useState<InspectorChoice>(() => ({
    rangeMs: DAY,
    kind: '',
    page: '',
    refreshedAt: Date.now(),
  }));
  const query = toFilterQuery(choice);
  const pages = useJson<PagePaths>(`/api/config/inspector/pages?${toFilterQuery({ ...choice, page: '' })}`);
  return (
    <section className="config-section" aria-labelledby="inspector-title">
      <h1 id="inspector-title">Telemetry inspector</h1>
      <InspectorFilters
        choice={choice}
        kinds={RECORD_KINDS}
        pages={pages.status === 'ready' ? pages.data.pages : []}
        onChange={setChoice}
      />
      <p className="config-downloads">
        <a href={toExportUrl(choice)} download data-testid="telemetry-export">
          Export records (NDJSON)
        </a>
      </p>
      <KindSeriesPanel query={query} />
      <PipelinePanel query={query} />
      <DeliveryPanel query={query} />
      <ErrorGroupsPanel query={query} />
      <VitalsPanel query={query} />
    </section>
  );
}
