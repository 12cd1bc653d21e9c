import type { Section } from '../siteData/Page';

// Block types a member-only page shows to everyone. Spec visitor-runtime §2: the member-access page root
// holds the pricing toggle, which is how a visitor chooses a plan to join, so it stays visible; everything
// else on the page is member content.
const PUBLIC_BLOCK_TYPES_ON_MEMBER_PAGES: ReadonlySet<string> = new Set(['pricing-toggle']);

/**
 * What the server renders of a page's sections: all of them for a page that is not member-only or for a
 * member; otherwise only the blocks shown to everyone (sections left empty are dropped), so member content
 * never reaches a visitor's HTML or island props.
 */
export function selectVisibleSections(sections: readonly Section[], memberOnly: boolean, isMember: boolean): Section[] {
  if (!memberOnly || isMember) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      blocks: section.blocks.filter((block) => PUBLIC_BLOCK_TYPES_ON_MEMBER_PAGES.has(block.type)),
    }))
    .filter((section) => section.blocks.length > 0);
}
