// Spec visitor-runtime §4: menu block tabs. Arrow keys cycle through the tabs (past the last comes the
// first), Home and End jump to the ends (WAI-ARIA tabs pattern); Enter or Space select the focused tab.
type MenuTabKeyResult = { focus: number; select: boolean } | null;

export function moveMenuTab(key: string, focused: number, count: number): MenuTabKeyResult {
  if (count < 1) return null;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return { focus: (focused + 1) % count, select: false };
    case 'ArrowLeft':
    case 'ArrowUp':
      return { focus: (focused - 1 + count) % count, select: false };
    case 'Home':
      return { focus: 0, select: false };
    case 'End':
      return { focus: count - 1, select: false };
    case 'Enter':
    case ' ':
      return { focus: focused, select: true };
    default:
      return null;
  }
}
