import { PENDING_FLAG_KEY } from '../../shared/forms/formPolicy';

// A localStorage flag set while submissions are kept, so an ordinary page load skips IndexedDB entirely.
// Without localStorage (some private modes) every load checks IndexedDB instead.
export function hasPendingFlag(): boolean {
  try {
    return localStorage.getItem(PENDING_FLAG_KEY) !== null;
  } catch {
    return true;
  }
}

export function setPendingFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(PENDING_FLAG_KEY, '1');
    else localStorage.removeItem(PENDING_FLAG_KEY);
  } catch {
    // Nothing to remember it in: hasPendingFlag then always answers true.
  }
}
