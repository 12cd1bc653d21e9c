import { SiteDataError } from '../site/loadSiteFile';
import { ConfigError } from './ConfigError';

// What the server and the commands print when they cannot start: the operator's own mistakes (a setting,
// the site data file) as their message alone, which names the variable or JSON path at fault; anything
// else with its stack, as it is a fault of ours.
export function reportStartupError(error: unknown): void {
  if (error instanceof SiteDataError || error instanceof ConfigError) console.error(error.message);
  else console.error(error);
}
