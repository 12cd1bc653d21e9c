import { describe, expect, it } from 'vitest';
import { WebsiteRole } from '../../../../src/shared/constants/roles';
import { listOpenSections } from '../../../../src/shared/config/listOpenSections';
import { canOpenSection } from '../../../../src/shared/config/canOpenSection';

describe('config sections by role', () => {
  it('opens every section to ADMIN', () => {
    expect(listOpenSections([WebsiteRole.ADMIN])).toEqual([
      'submissions',
      'inspector',
      'orders',
      'reviews',
      'outbox',
      'content',
    ]);
  });

  it('opens the orders, product reviews and outgoing email to STORE_MANAGER only among the other roles', () => {
    expect(listOpenSections([WebsiteRole.STORE_MANAGER])).toEqual(['orders', 'reviews', 'outbox']);
    expect(canOpenSection([WebsiteRole.EDITOR], 'reviews')).toBe(false);
    expect(canOpenSection([WebsiteRole.EDITOR], 'outbox')).toBe(false);
    expect(canOpenSection([WebsiteRole.REPORTING], 'outbox')).toBe(false);
    expect(canOpenSection([WebsiteRole.EDITOR], 'orders')).toBe(false);
    expect(canOpenSection([WebsiteRole.REPORTING], 'orders')).toBe(false);
  });

  it('opens form submissions and the content to EDITOR, and the inspector to REPORTING only', () => {
    expect(listOpenSections([WebsiteRole.EDITOR])).toEqual(['submissions', 'content']);
    expect(listOpenSections([WebsiteRole.REPORTING])).toEqual(['inspector']);
    expect(canOpenSection([WebsiteRole.EDITOR], 'inspector')).toBe(false);
    expect(canOpenSection([WebsiteRole.REPORTING], 'submissions')).toBe(false);
  });

  it('opens nothing to a viewer or an owner without roles', () => {
    expect(listOpenSections([WebsiteRole.VIEWER])).toEqual([]);
    expect(listOpenSections([])).toEqual([]);
  });
});
