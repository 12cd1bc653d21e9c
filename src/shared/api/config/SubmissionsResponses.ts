// Replies of GET /api/config/submissions: the forms with stored submissions, and one form's submissions,
// newest first. Values are the visitor's input exactly as stored; views must escape them.

export interface FormSummary {
  formId: string;
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

export interface SubmissionsReply {
  forms: FormSummary[];
  formId: string | null;
  submissions: SubmissionView[];
}
