/**
 * The body the page posts for the 'simple' form of the forms fixture (sites/fixtures/forms/site.json): an
 * email and a comment, its page fields and census, sent a second ago. `overrides` adds the key and changes
 * any part.
 */
export function simpleFormSubmission(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formId: 'simple',
    isOverlayForm: false,
    submitButtonText: 'Submit',
    form: JSON.stringify({ email: 'ann@example.com', comment: 'Hello' }),
    pageTitle: 'Simple',
    pageId: 'simple',
    contentSource: 'c',
    pagePath: '/simple',
    pagePermissionTypeValue: 0,
    idempotencyId: 'abcdef0123456789',
    census: { clientTime: Date.now() - 1000, visitorCookie: 'v1' },
    ...overrides,
  };
}
