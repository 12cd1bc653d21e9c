// The answers of the form calls (spec visitor-runtime §7): data.key; 400 data.errors by field id; other
// failures data.error. Plain types: the browser reads them with readFormReply, the server writes them.
export interface FormSubmissionKeyReply {
  data: { key: string; expiresAt: number };
}
export interface SaveFormSubmissionReply {
  data: { id: string; duplicate: boolean };
}
