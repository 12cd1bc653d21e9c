import { CONTENT_DEFAULT_WORDS, type ContentDefaultKey } from '../words/contentDefaultWords';
import { selectWords } from '../words/selectWords';
import type { Words } from '../words/WordCatalogue';

type ContentWords = Words<ContentDefaultKey>;

/** Where a block's data holds a field with a default in the site's language; '*' is each item of a list. */
interface DefaultedField {
  readonly path: readonly string[];
  readonly value: (words: ContentWords) => unknown;
}

// The owner content fields whose schema default is words (Block.ts's blocks): each falls back to the site
// language's words instead. A field the site data sets, even to something the schema refuses, is left to it.
const DEFAULTED_FIELDS: Readonly<Record<string, readonly DefaultedField[]>> = {
  form: [
    { path: ['submitButtonText'], value: (w) => w.formSubmit },
    { path: ['success'], value: (w) => ({ message: w.formSuccess }) },
  ],
  newsletter: [
    { path: ['submitButtonText'], value: (w) => w.newsletterSubmit },
    { path: ['success'], value: (w) => ({ message: w.formSuccess }) },
  ],
  booking: [{ path: ['buttonText'], value: (w) => w.bookingButton }],
  'donation-button': [{ path: ['label'], value: (w) => w.donationLabel }],
  'pricing-toggle': [
    { path: ['plans', '*', 'left', 'joinText'], value: (w) => w.pricingJoin },
    { path: ['plans', '*', 'right', 'joinText'], value: (w) => w.pricingJoin },
  ],
  map: [{ path: ['title'], value: (w) => w.mapTitle }],
  video: [{ path: ['title'], value: (w) => w.videoTitle }],
};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// `value` with the field at `path` set where it is absent; a copy wherever something changed, else the same value.
function fillAt(value: unknown, path: readonly string[], make: () => unknown): unknown {
  const [step, ...rest] = path;
  if (step === undefined) return value;
  if (step === '*') {
    if (!Array.isArray(value)) return value;
    const items = value.map((item) => fillAt(item, rest, make));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (!isObject(value)) return value;
  if (rest.length === 0) return value[step] === undefined ? { ...value, [step]: make() } : value;
  const inner = fillAt(value[step], rest, make);
  return inner === value[step] ? value : { ...value, [step]: inner };
}

function fillBlock(block: unknown, words: ContentWords): unknown {
  if (!isObject(block) || typeof block.type !== 'string') return block;
  let data = block.data;
  for (const field of DEFAULTED_FIELDS[block.type] ?? []) data = fillAt(data, field.path, () => field.value(words));
  return data === block.data ? block : { ...block, data };
}

/**
 * The site data as written, with the owner content fields it leaves unset given the words of its locale
 * (website.locale, en-US when unset): a German site's form without submitButtonText reads "Absenden", an
 * English one the schema's "Submit". Runs before the site data's check (SiteData), on the JSON as written: a
 * part that is not what the check expects is left for the check to name.
 */
export function fillContentDefaults(site: unknown): unknown {
  if (!isObject(site) || !Array.isArray(site.pages)) return site;
  const locale = isObject(site.website) && typeof site.website.locale === 'string' ? site.website.locale : 'en-US';
  const words = selectWords(CONTENT_DEFAULT_WORDS, locale);
  const fillList = <T>(list: readonly T[], fill: (item: T) => T): readonly T[] => {
    const filled = list.map(fill);
    return filled.some((item, i) => item !== list[i]) ? filled : list;
  };
  const fillSection = (section: unknown): unknown => {
    if (!isObject(section) || !Array.isArray(section.blocks)) return section;
    const blocks = fillList<unknown>(section.blocks, (block) => fillBlock(block, words));
    return blocks === section.blocks ? section : { ...section, blocks };
  };
  const fillPage = (page: unknown): unknown => {
    if (!isObject(page) || !Array.isArray(page.sections)) return page;
    const sections = fillList<unknown>(page.sections, fillSection);
    return sections === page.sections ? page : { ...page, sections };
  };
  const pages = fillList<unknown>(site.pages, fillPage);
  return pages === site.pages ? site : { ...site, pages };
}
