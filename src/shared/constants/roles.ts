// Spec visitor-runtime §6: the website role codes. Code 5 is absent in the spec and stays absent here.
export const WebsiteRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
} as const;

type WebsiteRoleName = keyof typeof WebsiteRole;
export type WebsiteRoleCode = (typeof WebsiteRole)[WebsiteRoleName];

const ROLE_CODES: ReadonlySet<number> = new Set(Object.values(WebsiteRole));

/**
 * Role names arrive from site data and page context, which are trust boundaries: accept the name in
 * any letter case and with surrounding spaces, and answer undefined for anything that is not a role
 * (including inherited object keys such as "toString").
 */
export function parseWebsiteRoleName(name: string): WebsiteRoleCode | undefined {
  const key = name.trim().toUpperCase();
  return Object.hasOwn(WebsiteRole, key) ? WebsiteRole[key as WebsiteRoleName] : undefined;
}

/** True when a number read from outside is one of the spec's role codes. */
export function isWebsiteRoleCode(code: unknown): code is WebsiteRoleCode {
  return typeof code === 'number' && ROLE_CODES.has(code);
}
