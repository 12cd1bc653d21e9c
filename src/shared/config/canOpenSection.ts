import { ConfigSection, type ConfigSectionName } from './ConfigSection';

/** True when one of the owner's website roles opens the section. */
export function canOpenSection(websiteRoles: readonly number[], section: ConfigSectionName): boolean {
  const allowed: readonly number[] = ConfigSection[section].roles;
  return websiteRoles.some((role) => allowed.includes(role));
}
