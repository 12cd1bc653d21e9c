import type { PagePaths } from '../../../shared/api/config/InspectorResponses';
import { RANGE_CHOICES, type InspectorChoice } from './InspectorChoice';

interface InspectorFiltersProps {
  choice: InspectorChoice;
  kinds: readonly string[];
  pages: PagePaths['pages'];
  onChange: (choice: InspectorChoice) => void;
}

export function InspectorFilters({ choice, kinds, pages, onChange }: InspectorFiltersProps) {
  return (
    <form className="config-filters" onSubmit={(event) => event.preventDefault()} aria-label="Filters">
      <label>
        Time range{' '}
        <select
          name="range"
          value={choice.rangeMs}
          onChange={(e) => onChange({ ...choice, rangeMs: Number(e.target.value) })}
        >
          {RANGE_CHOICES.map((range) => (
            <option key={range.ms} value={range.ms}>
              {range.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        Kind{' '}
        <select name="kind" value={choice.kind} onChange={(e) => onChange({ ...choice, kind: e.target.value })}>
          <option value="">All kinds</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kind}
            </option>
          ))}
        </select>
      </label>
      <label>
        Page{' '}
        <select name="page" value={choice.page} onChange={(e) => onChange({ ...choice, page: e.target.value })}>
          <option value="">All pages</option>
          {pages.map(({ page, count }) => (
            <option key={page} value={page}>
              {page} ({count})
            </option>
          ))}
        </select>
      </label>
      <button type="button" onClick={() => onChange({ ...choice, refreshedAt: Date.now() })}>
        Refresh
      </button>
    </form>
  );
}
