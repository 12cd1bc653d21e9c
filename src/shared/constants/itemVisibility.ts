// Spec visitor-runtime §3: content item visibility codes.
export const ItemVisibility = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;

// Spec visitor-runtime §4: the workflow label shown for an item's visibility.
const WORKFLOW_LABELS = {
  AVAILABLE: 'Available',
  SCHEDULED: 'Scheduled',
  HIDDEN: 'Hidden',
  UNSUPPORTED: 'Unsupported',
} as const;

type WorkflowLabel = (typeof WORKFLOW_LABELS)[keyof typeof WORKFLOW_LABELS];

/** Spec visitor-runtime §4: published → Available, scheduled → Scheduled, draft → Hidden, else Unsupported. */
export function workflowLabel(visibility: number): WorkflowLabel {
  switch (visibility) {
    case ItemVisibility.PUBLISHED:
      return WORKFLOW_LABELS.AVAILABLE;
    case ItemVisibility.SCHEDULED:
      return WORKFLOW_LABELS.SCHEDULED;
    case ItemVisibility.DRAFT:
      return WORKFLOW_LABELS.HIDDEN;
    default:
      return WORKFLOW_LABELS.UNSUPPORTED;
  }
}
