import type { WordCatalogue } from './WordCatalogue';

// The page's own frame, around the owner's content: the header's menu and search, the landmarks' names,
// the way back from an item to its list.
const en = {
  menu: 'Menu',
  close: 'Close',
  mainNavigation: 'Main',
  footerNavigation: 'Footer',
  search: 'Search',
  breadcrumb: 'Breadcrumb',
  tags: 'Tags',
  contactInformation: 'Contact information',
  call: 'Call',
  email: 'Email',
  location: 'Location',
} as const;

export const SITE_WORDS: WordCatalogue<keyof typeof en> = {
  en,
  de: {
    menu: 'Menü',
    close: 'Schließen',
    mainNavigation: 'Hauptnavigation',
    footerNavigation: 'Fußzeile',
    search: 'Suche',
    breadcrumb: 'Brotkrümelnavigation',
    tags: 'Schlagwörter',
    contactInformation: 'Kontakt',
    call: 'Anrufen',
    email: 'E-Mail',
    location: 'Anfahrt',
  },
};
