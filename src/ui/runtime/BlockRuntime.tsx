import { createContext, useContext, type ReactNode } from 'react';
import type { PageContext } from '../../shared/pageContext/PageContext';
import type { DataLayerClient } from '../../shared/dataLayer/DataLayerClient';
import type { TelemetryClient } from '../../shared/telemetry/TelemetryClient';

// What a block may reach (docs/architecture.md, Layers: blocks reach the network only through these).
export interface BlockRuntime {
  pageContext: PageContext;
  dataLayer: DataLayerClient;
  telemetry: TelemetryClient;
}

const BlockRuntimeContext = createContext<BlockRuntime | null>(null);

export function BlockRuntimeProvider({ runtime, children }: { runtime: BlockRuntime; children: ReactNode }) {
  return <BlockRuntimeContext.Provider value={runtime}>{children}</BlockRuntimeContext.Provider>;
}

export function useBlockRuntime(): BlockRuntime {
  const runtime = useContext(BlockRuntimeContext);
  if (!runtime) throw new Error('useBlockRuntime() outside BlockRuntimeProvider');
  return runtime;
}
