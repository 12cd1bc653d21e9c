/** Outgoing email (migration 0081): what to send, to whom, when, and how sending went. */
export interface MailTables {
  outbox_emails: {
    id: string;
    /** 'order-confirmation' or 'gift-card'. */
    kind: string;
    order_id: string | null;
    to_address: string;
    to_name: string;
    subject: string;
    text_body: string;
    html_body: string;
    /** 'queued' (waiting for its time or a retry), 'sending', 'sent' or 'failed' (gave up). */
    status: string;
    attempts: number;
    last_error: string | null;
    send_after: number;
    next_attempt_at: number;
    sent_at: number | null;
    message_id: string | null;
    created_at: number;
    updated_at: number;
    /** Migration 0100: the email this one sends again (an owner's resend), and who asked; null otherwise. */
    resend_of: string | null;
    resent_by: string | null;
  };
}
