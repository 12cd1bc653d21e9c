import { AUTH_PATHS } from '../../shared/api/auth/authPaths';
import { SITE_USER_XSRF_HEADER } from '../../shared/api/auth/siteUserXsrfHeader';
import { LOGIN_RESPONSE_TOKEN_FIELD } from '../../shared/constants/apiPayloadFields';
import { MEMBER_JOIN_FRAGMENT, QUERY_PARAMS } from '../../shared/constants/routes';
import { selectAccountWords, translateAccountMessage, type AccountWords } from '../../shared/words/accountWords';
import { readFormText } from '../../ui/owner/readFormText';
import { sendWithCrumb } from './sendWithCrumb';
import { readLoginRefusal } from './readLoginRefusal';
import { readXsrfToken, storeXsrfToken } from './memberXsrfToken';
import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import { ACCOUNT_FIELDS, readAccountInput, type CreateAccountOutcome } from '../../ui/owner/accountForm';

// Shows `text` in a form's message line, or hides the line for null.
function showLine(line: HTMLElement | null, text: string | null): void {
  if (!line) return;
  line.textContent = text ?? '';
  line.hidden = text === null;
}

function bindLogin(form: HTMLFormElement, words: AccountWords): void {
  const error = form.querySelector<HTMLElement>('.page-lock__error');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const data = new FormData(form);
    const body = {
      email: readFormText(data, 'email'),
      password: readFormText(data, 'password'),
      rememberMe: data.get('rememberMe') !== null,
    };
    const button = form.querySelector('button');
    if (button) button.disabled = true;
    sendWithCrumb('POST', AUTH_PATHS.SITE_USER_SESSION, body)
      .then((reply) => {
        const token = reply.data[LOGIN_RESPONSE_TOKEN_FIELD];
        if (reply.ok && typeof token === 'string') {
          storeXsrfToken(token);
          location.reload();
          return;
        }
        showLine(error, translateAccountMessage(readLoginRefusal(reply.data), words));
      })
      .catch(() => showLine(error, words.networkError))
      .finally(() => {
        if (button) button.disabled = false;
      });
  });
}

function bindLogout(button: HTMLButtonElement): void {
  button.addEventListener('click', () => {
    button.disabled = true;
    const token = readXsrfToken();
    // Spec visitor-runtime §7: DELETE with query cloneCart, retried once when the reply carries crumbFail.
    sendWithCrumb(
      'DELETE',
      `${AUTH_PATHS.SITE_USER_SESSION}?${QUERY_PARAMS.CLONE_CART}=false`,
      undefined,
      token ? { [SITE_USER_XSRF_HEADER]: token } : {},
    )
      .then((reply) => {
        if (!reply.ok) throw new Error(`Member logout failed with status ${reply.status}`);
        storeXsrfToken(null);
        location.reload();
      })
      .catch((failure: unknown) => {
        console.warn(failure);
        button.disabled = false;
      });
  });
}

function showOutcome(
  form: HTMLFormElement,
  outcome: Extract<CreateAccountOutcome, { ok: false }> | null,
  words: AccountWords,
): void {
  for (const field of ACCOUNT_FIELDS) {
    const message = outcome?.fields[field];
    showLine(form.querySelector<HTMLElement>(`.account-field-error[data-field="${field}"]`), message || null);
    const input = form.querySelector(`[name="${field}"]`);
    if (message) input?.setAttribute('aria-invalid', 'true');
    else input?.removeAttribute('aria-invalid');
  }
  const message = outcome ? translateAccountMessage(outcome.message, words) : null;
  showLine(form.querySelector<HTMLElement>('.page-lock__error'), message);
}

// Customer account creation on the lock (docs/owners.md): "Create account" swaps the login form for the
// account form; a created account shows who is logged in and a button that loads the page as the member.
function bindAccountCreation(lock: HTMLElement, telemetry: TelemetryRecorder, words: AccountWords): void {
  const login = lock.querySelector<HTMLFormElement>('form[data-account-form="login"]');
  const create = lock.querySelector<HTMLFormElement>('form[data-account-form="create"]');
  const created = lock.querySelector<HTMLElement>('.page-lock__created');
  if (!login || !create || !created) return;
  const show = (which: 'login' | 'create') => {
    login.hidden = which !== 'login';
    create.hidden = which !== 'create';
    (which === 'login' ? login : create).querySelector<HTMLInputElement>('input')?.focus();
  };
  for (const button of lock.querySelectorAll<HTMLButtonElement>('[data-account-switch]')) {
    button.hidden = false;
    button.addEventListener('click', () => show(button.dataset.accountSwitch === 'create' ? 'create' : 'login'));
  }
  created.querySelector('button')?.addEventListener('click', () => location.reload());
  // "Join" links (/members#join) land on the account form, also when followed from the page itself.
  const showJoin = () => {
    if (location.hash !== MEMBER_JOIN_FRAGMENT) return;
    show('create');
    create.scrollIntoView({ block: 'center' });
  };
  window.addEventListener('hashchange', showJoin);
  showJoin();
  create.addEventListener('submit', (event) => {
    event.preventDefault();
    const submit = create.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (submit) submit.disabled = true;
    void import('./createMemberAccount')
      .then((m) => m.createMemberAccount(readAccountInput(new FormData(create)), telemetry, 'page-lock'))
      .catch((): CreateAccountOutcome => ({ ok: false, message: words.networkError, fields: {} }))
      .then((outcome) => {
        if (submit) submit.disabled = false;
        showOutcome(create, outcome.ok ? null : outcome, words);
        if (!outcome.ok) {
          create.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
          return;
        }
        create.hidden = true;
        const text = created.querySelector('p');
        if (text) text.textContent = words.accountCreated.replace('{name}', outcome.displayName);
        created.hidden = false;
        created.querySelector('button')?.focus();
      });
  });
}

// The member login form on a member-only page's lock (and its account creation), and the member bar's logout
// (src/ui/owner).
export function startMemberGate(doc: Document, telemetry: TelemetryRecorder): void {
  // The site's language, as the page declares it: the lock's messages read as the lock the server rendered.
  const words = selectAccountWords(doc.documentElement.lang);
  const lock = doc.querySelector<HTMLElement>('[data-member-gate="locked"]');
  const form = lock?.querySelector<HTMLFormElement>('form[data-account-form="login"]');
  if (form) bindLogin(form, words);
  if (lock) bindAccountCreation(lock, telemetry, words);
  const logoutButton = doc.querySelector<HTMLButtonElement>('[data-member-gate="member"] .member-bar__logout');
  if (logoutButton) bindLogout(logoutButton);
  // This code arrives by dynamic import: say when the gate's buttons are live (tests wait for it).
  for (const gate of doc.querySelectorAll<HTMLElement>('[data-member-gate]')) gate.dataset.ready = 'true';
}
