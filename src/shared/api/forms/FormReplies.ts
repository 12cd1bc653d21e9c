// The answers of the form calls (spec visitor-runtime §7), as plain types.
export interface FormSubmissionKeyReply {
  data: { key: string; expiresAt: number };
}
export interface SaveFormSubmissionReply {
  data: { id: string; duplicate: boolean };
}
