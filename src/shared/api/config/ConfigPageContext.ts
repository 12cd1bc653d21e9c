import type { ConfigSectionName } from '../../config/ConfigSection';

// What the server hands the configuration area's page (JSON in <script id="config-context">).
export interface ConfigPageContext {
  /** 'site' is the site in its frame; a section name shows that section. */
  view: 'site' | ConfigSectionName;
  /** Set when the owner asked for a section their roles do not open: the page answers 403. */
  denied: ConfigSectionName | null;
  sections: ConfigSectionName[];
  frameUrl: string;
  account: { displayName: string; email: string };
  websiteTitle: string;
}

export const CONFIG_CONTEXT_ELEMENT_ID = 'config-context';
export const CONFIG_ROOT_ELEMENT_ID = 'config-root';
