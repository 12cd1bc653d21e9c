import type { InspectorOverview } from '../../../shared/api/config/InspectorResponses';
import { useJson } from '../useJson';
import { PanelState } from './PanelState';
import { InspectorTable } from './InspectorTable';

// The pipeline's own health: batches and what they carried, rejections with reasons, browser drops.
export function PipelinePanel({ query }: { query: string }) {
  const state = useJson<InspectorOverview>(`/api/config/inspector/overview?${query}`);
  return (
    <section className="config-panel" aria-labelledby="pipeline-title" data-testid="pipeline-panel">
      <h2 id="pipeline-title">Pipeline</h2>
      <PanelState state={state} />
      {state.status === 'ready' ? <Overview overview={state.data} /> : null}
    </section>
  );
}

function Overview({ overview }: { overview: InspectorOverview }) {
  const { batches } = overview;
  const figures: [string, string][] = [
    ['Records stored', String(overview.records.total)],
    ['Batches received', String(batches.count)],
    ['Records per batch', `${batches.averageRecords.toFixed(1)} average, ${batches.maxRecords} most`],
    ['Duplicates dropped', String(batches.duplicates)],
    ['Records rejected', String(batches.rejected)],
    ['Bytes received', String(batches.bytes)],
  ];
  return (
    <>
      <dl className="config-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <CountTable
        title="Records by kind"
        columns={['Kind', 'Records']}
        rows={overview.records.byKind.map((r) => [r.kind, r.count])}
      />
      <CountTable
        title="Rejected records by reason"
        columns={['Kind', 'Reason', 'Records']}
        rows={overview.rejections.map((r) => [r.kind, r.reason, r.count])}
      />
      <CountTable
        title="Records browsers dropped"
        columns={['Reason', 'Records']}
        rows={overview.drops.map((r) => [r.reason, r.count])}
      />
    </>
  );
}

function CountTable({ title, columns, rows }: { title: string; columns: string[]; rows: (string | number)[][] }) {
  return (
    <div className="config-table-wrap">
      <h3>{title}</h3>
      {rows.length === 0 ? <p className="config-status">None.</p> : <InspectorTable columns={columns} rows={rows} />}
    </div>
  );
}
