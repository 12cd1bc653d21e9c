import { describe, expect, it } from 'vitest';
import { moveMenuTab } from '../../../../src/shared/blocks/moveMenuTab';

describe('moveMenuTab (spec visitor-runtime §4: arrow keys cycle, Enter or Space select)', () => {
  it('cycles the focus with the arrows, past either end', () => {
    expect(moveMenuTab('ArrowRight', 0, 3)).toEqual({ focus: 1, select: false });
    expect(moveMenuTab('ArrowRight', 2, 3)).toEqual({ focus: 0, select: false });
    expect(moveMenuTab('ArrowLeft', 0, 3)).toEqual({ focus: 2, select: false });
    expect(moveMenuTab('ArrowDown', 1, 3)).toEqual({ focus: 2, select: false });
    expect(moveMenuTab('ArrowUp', 1, 3)).toEqual({ focus: 0, select: false });
    expect(moveMenuTab('End', 0, 3)).toEqual({ focus: 2, select: false });
    expect(moveMenuTab('Home', 2, 3)).toEqual({ focus: 0, select: false });
  });

  it('selects the focused tab with Enter or Space, and ignores other keys', () => {
    expect(moveMenuTab('Enter', 1, 3)).toEqual({ focus: 1, select: true });
    expect(moveMenuTab(' ', 2, 3)).toEqual({ focus: 2, select: true });
    expect(moveMenuTab('a', 1, 3)).toBeNull();
    expect(moveMenuTab('Tab', 1, 3)).toBeNull();
    expect(moveMenuTab('ArrowRight', 0, 0)).toBeNull();
  });
});
