import { WebsiteRole } from '../constants/roles';

// The sections of the configuration area and the website roles that open each one:
// form submissions for ADMIN and EDITOR, the telemetry inspector for ADMIN and REPORTING, the store's orders
// for ADMIN and STORE_MANAGER, the content for ADMIN and EDITOR.
export const ConfigSection = {
  submissions: {
    path: '/config/submissions',
    label: 'Form submissions',
    roles: [WebsiteRole.ADMIN, WebsiteRole.EDITOR],
  },
  inspector: {
    path: '/config/inspector',
    label: 'Telemetry inspector',
    roles: [WebsiteRole.ADMIN, WebsiteRole.REPORTING],
  },
  orders: {
    path: '/config/orders',
    label: 'Orders',
    roles: [WebsiteRole.ADMIN, WebsiteRole.STORE_MANAGER],
  },
  // Spec visitor-runtime §6: commerce permissions include product reviews.
  reviews: {
    path: '/config/reviews',
    label: 'Product reviews',
    roles: [WebsiteRole.ADMIN, WebsiteRole.STORE_MANAGER],
  },
  // The site's collections and items with their workflow labels (visitor-runtime §4).
  content: {
    path: '/config/content',
    label: 'Content',
    roles: [WebsiteRole.ADMIN, WebsiteRole.EDITOR],
  },
} as const;

export type ConfigSectionName = keyof typeof ConfigSection;

export const CONFIG_SECTION_NAMES = Object.keys(ConfigSection) as ConfigSectionName[];
