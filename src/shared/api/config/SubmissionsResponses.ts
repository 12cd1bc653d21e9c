// Replies of GET /api/config/submissions: the forms with stored submissions, and one form's submissions,
// newest first. Values are the visitor's input exactly as stored; views must escape them.

interface FormSummary {
  formId: string;
  /** The form's title in the site data, else its id (a form since removed from the site). */
  title: string;
  count: number;
  lastReceivedAt: number;
}

export interface SubmissionView {
  id: string;
  formId: string;
  /** When the server stored it: the visitor's clock is not trusted for ordering. */
  receivedAt: number;
  pagePath: string | null;
  pageTitle: string | null;
  values: Record<string, unknown>;
}

/** A field of the selected form as the owner knows it: its label, and its type to describe its value. */
export interface SubmissionField {
  id: string;
  label: string;
  type: string | undefined;
}

export interface SubmissionsReply {
  forms: FormSummary[];
  formId: string | null;
  /** The selected form's fields in form order (sections left out), then any stored field it no longer has. */
  fields: SubmissionField[];
  submissions: SubmissionView[];
}
