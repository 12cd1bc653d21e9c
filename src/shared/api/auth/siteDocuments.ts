import { z } from 'zod';

// Spec visitor-runtime §7 and media-and-reporting §7: the multilingual and header-footer documents; the
// shapes the spec does not show are ours (docs/owners.md).
const LanguageCode = z
  .string()
  .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'expected a language tag such as en or fr-CA');

export const MultilingualSettings = z.object({
  enabled: z.boolean(),
  defaultLanguage: LanguageCode,
  showLanguageSwitcher: z.boolean(),
});
export type MultilingualSettings = z.infer<typeof MultilingualSettings>;

export const MultilingualStatus = z.object({ status: z.enum(['DISABLED', 'TRANSLATING', 'PUBLISHED']) });
export type MultilingualStatus = z.infer<typeof MultilingualStatus>;

export const MultilingualLanguages = z.object({
  languages: z.array(z.object({ code: LanguageCode, published: z.boolean() })).max(50),
});
export type MultilingualLanguages = z.infer<typeof MultilingualLanguages>;

// "header-footer GET data used as is": any JSON the configuration area writes.
export const SiteHeaderFooter = z.object({ header: z.json(), footer: z.json() });
export type SiteHeaderFooter = z.infer<typeof SiteHeaderFooter>;

export const SITE_DOCUMENT_DEFAULTS = {
  'multilingual.settings': {
    enabled: false,
    defaultLanguage: 'en',
    showLanguageSwitcher: false,
  } satisfies MultilingualSettings,
  'multilingual.status': { status: 'DISABLED' } satisfies MultilingualStatus,
  'multilingual.languages': { languages: [] } satisfies MultilingualLanguages,
  'site-header-footer': { header: null, footer: null } satisfies SiteHeaderFooter,
} as const;
export type SiteDocumentKey = keyof typeof SITE_DOCUMENT_DEFAULTS;
