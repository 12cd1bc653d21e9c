// Spec visitor-runtime §3: content item visibility codes.
export const ItemVisibility = {
  PUBLISHED: 1,
  SCHEDULED: 2,
  NEEDS_REVIEW: 3,
  DRAFT: 4,
  PRIVATE: 5,
  DELETED: 6,
} as const;

export type ItemVisibilityName = keyof typeof ItemVisibility;
export type ItemVisibilityCode = (typeof ItemVisibility)[ItemVisibilityName];

// Spec visitor-runtime §4: the workflow label shown for an item's visibility.
export const WORKFLOW_LABELS = {
  AVAILABLE: 'Available',
  SCHEDULED: 'Scheduled',
  HIDDEN: 'Hidden',
  UNSUPPORTED: 'Unsupported',
} as const;

export type WorkflowLabel = (typeof WORKFLOW_LABELS)[keyof typeof WORKFLOW_LABELS];

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

// Spec media-and-reporting §3: content statuses as they appear in editor labels.
export const CONTENT_STATUS_LABELS = ['Scheduled', 'Needs Review', 'Draft', 'Private'] as const;
export type ContentStatusLabel = (typeof CONTENT_STATUS_LABELS)[number];
