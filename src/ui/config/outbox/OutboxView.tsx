import type { OutboxEmailView, OutboxReply } from '../../../shared/api/config/OutboxApi';
import { useJson } from '../useJson';

const KIND_LABELS: Record<string, string> = {
  'order-confirmation': 'Order confirmation',
  'gift-card': 'Gift card',
};

const STATUS_LABELS: Record<string, string> = {
  queued: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Not sent (gave up)',
};

const when = (ms: number) => new Date(ms).toLocaleString();

// What the email's status means to the owner: sent when, waiting until when (and why), or given up.
function describeStatus(email: OutboxEmailView, sending: boolean): string {
  if (email.status === 'sent' && email.sentAt) return `Sent ${when(email.sentAt)}`;
  if (email.status === 'failed') return `Not sent after ${email.attempts} attempts`;
  if (email.attempts > 0) return `Retrying at ${when(email.nextAttemptAt)} (${email.attempts} failed)`;
  if (email.sendAfter > Date.now()) return `Goes on ${when(email.sendAfter)}`;
  return sending ? 'Waiting to be sent' : 'Waiting: no mail server set';
}

// The outgoing emails, newest first, as a list that reads on a phone as well as a desktop: each with its
// recipient, subject and status, and its whole text behind a disclosure.
export function OutboxView() {
  const list = useJson<OutboxReply>('/api/config/outbox?limit=200');
  return (
    <section className="config-section" aria-labelledby="outbox-title">
      <h1 id="outbox-title">Outgoing email</h1>
      {list.status === 'loading' ? <p className="config-status">Loading emails…</p> : null}
      {list.status === 'failed' ? (
        <p className="config-error" role="alert">
          {list.message}
        </p>
      ) : null}
      {list.status === 'ready' && !list.data.sending ? (
        <p className="config-status outbox-not-sending">
          No mail server is set (SMTP_URL), so emails are kept here and not sent. Set SMTP_URL and restart the server to
          send them, waiting ones included.
        </p>
      ) : null}
      {list.status === 'ready' && list.data.emails.length === 0 ? (
        <p className="config-status">No email yet: orders write their confirmations and gift cards here.</p>
      ) : null}
      {list.status === 'ready' && list.data.emails.length > 0 ? (
        <>
          <p className="config-status">
            {list.data.count} {list.data.count === 1 ? 'email' : 'emails'}
            {list.data.count > list.data.emails.length ? `, the newest ${list.data.emails.length} shown` : ''}
          </p>
          <ul className="outbox-list">
            {list.data.emails.map((email) => (
              <li key={email.id} className="outbox-item" data-outbox-id={email.id} data-status={email.status}>
                <p className="outbox-subject">
                  <strong>{email.subject}</strong>
                </p>
                <p className="outbox-meta">
                  {KIND_LABELS[email.kind] ?? email.kind} · to {email.toName} &lt;{email.to}&gt; ·{' '}
                  <span className={`outbox-status outbox-status-${email.status}`}>
                    {STATUS_LABELS[email.status] ?? email.status}
                  </span>
                </p>
                <p className="outbox-meta">{describeStatus(email, list.data.sending)}</p>
                {email.lastError ? <p className="outbox-error">Last error: {email.lastError}</p> : null}
                <details>
                  <summary>Read the email</summary>
                  <pre className="outbox-text">{email.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
