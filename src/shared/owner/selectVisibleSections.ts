import type { Section } from '../siteData/Page';

// Spec visitor-runtime §2: a member-only page shows its pricing toggle (how a visitor joins) to everyone.
const PUBLIC_BLOCK_TYPES_ON_MEMBER_PAGES: ReadonlySet<string> = new Set(['pricing-toggle']);

// Member content never reaches a visitor's HTML or island props; sections left empty are dropped.
export function selectVisibleSections(sections: readonly Section[], memberOnly: boolean, isMember: boolean): Section[] {
  if (!memberOnly || isMember) return [...sections];
  return sections
    .map((section) => ({
      ...section,
      blocks: section.blocks.filter((block) => PUBLIC_BLOCK_TYPES_ON_MEMBER_PAGES.has(block.type)),
    }))
    .filter((section) => section.blocks.length > 0);
}
