import { CONFIG_SECTION_NAMES, type ConfigSectionName } from './ConfigSection';
import { canOpenSection } from './canOpenSection';

/** The sections the navigation shows: only those the owner's roles open. */
export function listOpenSections(websiteRoles: readonly number[]): ConfigSectionName[] {
  return CONFIG_SECTION_NAMES.filter((section) => canOpenSection(websiteRoles, section));
}
