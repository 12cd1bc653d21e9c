import { WebsiteRole } from '../constants/roles';

// The sections of the configuration area and the website roles that open each one.
const { ADMIN, EDITOR, REPORTING, STORE_MANAGER } = WebsiteRole;

export const ConfigSection = {
  submissions: { path: '/config/submissions', label: 'Form submissions', roles: [ADMIN, EDITOR] },
  inspector: { path: '/config/inspector', label: 'Telemetry inspector', roles: [ADMIN, REPORTING] },
  orders: { path: '/config/orders', label: 'Orders', roles: [ADMIN, STORE_MANAGER] },
  // Spec visitor-runtime §6: commerce permissions include product reviews.
  reviews: { path: '/config/reviews', label: 'Product reviews', roles: [ADMIN, STORE_MANAGER] },
  // Outgoing email (order confirmations, gift cards): readable whether or not SMTP_URL sends it.
  outbox: { path: '/config/outbox', label: 'Outgoing email', roles: [ADMIN, STORE_MANAGER] },
  // The site's collections and items with their workflow labels (visitor-runtime §4).
  content: { path: '/config/content', label: 'Content', roles: [ADMIN, EDITOR] },
} as const;

export type ConfigSectionName = keyof typeof ConfigSection;

export const CONFIG_SECTION_NAMES = Object.keys(ConfigSection) as ConfigSectionName[];
