import { AUTH_PATHS } from '../../shared/api/auth/authPaths';
import { AUTH_ERRORS } from '../../shared/api/auth/authErrors';
import { SITE_USER_XSRF_HEADER, SITE_USER_XSRF_STORAGE_KEY } from '../../shared/api/auth/siteUserXsrfHeader';
import { LOGIN_RESPONSE_TOKEN_FIELD } from '../../shared/constants/apiPayloadFields';
import { QUERY_PARAMS } from '../../shared/constants/routes';
import { OWNER_STRINGS } from '../../ui/owner/ownerStrings';
import { readFormText } from '../../ui/owner/readFormText';
import { sendWithCrumb } from './sendWithCrumb';

function storeXsrfToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(SITE_USER_XSRF_STORAGE_KEY, token);
    else localStorage.removeItem(SITE_USER_XSRF_STORAGE_KEY);
  } catch {
    // Storage refused: the member can still use this page; logout then needs a new login.
  }
}

function readXsrfToken(): string | null {
  try {
    return localStorage.getItem(SITE_USER_XSRF_STORAGE_KEY);
  } catch {
    return null;
  }
}

function bindLogin(form: HTMLFormElement): void {
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
        if (error) {
          error.textContent = typeof reply.data.error === 'string' ? reply.data.error : AUTH_ERRORS.invalidCredentials;
          error.hidden = false;
        }
      })
      .catch(() => {
        if (error) {
          error.textContent = OWNER_STRINGS.networkError;
          error.hidden = false;
        }
      })
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

// The member login form on a member-only page's lock, and the member bar's logout (src/ui/owner).
export function startMemberGate(doc: Document): void {
  const form = doc.querySelector<HTMLFormElement>('[data-member-gate="locked"] form');
  if (form) bindLogin(form);
  const logoutButton = doc.querySelector<HTMLButtonElement>('[data-member-gate="member"] .member-bar__logout');
  if (logoutButton) bindLogout(logoutButton);
  // This code arrives by dynamic import: say when the gate's buttons are live (tests wait for it).
  for (const gate of doc.querySelectorAll<HTMLElement>('[data-member-gate]')) gate.dataset.ready = 'true';
}
