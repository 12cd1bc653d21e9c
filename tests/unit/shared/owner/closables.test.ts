import { describe, expect, it } from 'vitest';
import { closeTopmost, hasClosable, registerClosable } from '../../../../src/shared/owner/closables';

describe('closables registry', () => {
  it('closes the most recently registered target first, one per call', () => {
    const closed: string[] = [];
    registerClosable(() => closed.push('dialog'));
    registerClosable(() => closed.push('lightbox'));
    expect(hasClosable()).toBe(true);
    expect(closeTopmost()).toBe(true);
    expect(closed).toEqual(['lightbox']);
    expect(closeTopmost()).toBe(true);
    expect(closed).toEqual(['lightbox', 'dialog']);
    expect(hasClosable()).toBe(false);
    expect(closeTopmost()).toBe(false);
  });

  it('forgets a target that unregisters after closing by other means', () => {
    const closed: string[] = [];
    registerClosable(() => closed.push('first'));
    const unregister = registerClosable(() => closed.push('second'));
    unregister();
    unregister();
    closeTopmost();
    expect(closed).toEqual(['first']);
    expect(hasClosable()).toBe(false);
  });

  it('keeps two registrations of the same function apart', () => {
    let count = 0;
    const close = () => (count += 1);
    const unregisterFirst = registerClosable(close);
    registerClosable(close);
    unregisterFirst();
    closeTopmost();
    expect(count).toBe(1);
    expect(hasClosable()).toBe(false);
  });
});
