import { useState, type FormEvent } from 'react';
import type { OutboxEmailView, OutboxReply } from '../../../shared/api/config/OutboxApi';
import { useJson } from '../useJson';
import { sendJson, readText } from '../sendJson';

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
  const [refresh, setRefresh] = useState(0);
  const list = useJson<OutboxReply>(`/api/config/outbox?limit=200&r=${refresh}`);
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
                {email.resendOf ? <p className="outbox-meta outbox-resent">Sent again by an owner</p> : null}
                {email.lastError ? <p className="outbox-error">Last error: {email.lastError}</p> : null}
                <details>
                  <summary>Read the email</summary>
                  <pre className="outbox-text">{email.text}</pre>
                </details>
                <ResendForm email={email} onResent={() => setRefresh((n) => n + 1)} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

// Sends an email again, now: to its address, or to one the owner corrects (a buyer's typo). The copy is a new
// email at the top of the list; the server says what is wrong with an address.
function ResendForm({ email, onResent }: { email: OutboxEmailView; onResent: () => void }) {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = readText(new FormData(event.currentTarget), 'to').trim();
    setBusy(true);
    setSaid(null);
    try {
      await sendJson('POST', `/api/config/outbox/${email.id}/resend`, to && to !== email.to ? { to } : {});
      setSaid({ ok: true, text: `Sent again to ${to || email.to}: it is at the top of the list.` });
      onResent();
    } catch (error) {
      setSaid({ ok: false, text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  };
  const fieldId = `outbox-resend-${email.id}`;
  return (
    <form className="outbox-resend" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId}>Send again to</label>
      <div className="outbox-resend-row">
        <input id={fieldId} name="to" type="email" required defaultValue={email.to} autoComplete="off" />
        <button type="submit" disabled={busy} aria-busy={busy}>
          Resend
        </button>
      </div>
      {said ? (
        <p className={said.ok ? 'outbox-resend-done' : 'outbox-error'} role={said.ok ? 'status' : 'alert'}>
          {said.text}
        </p>
      ) : null}
    </form>
  );
}
