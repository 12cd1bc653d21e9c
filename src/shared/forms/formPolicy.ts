// Our own policies for the form flow, where the spec leaves the numbers open (documented in docs/forms.md).

// A submission key is single-use and expires: long enough for a long form, short enough for a leaked key.
export const FORM_KEY_TTL_MS = 60 * 60 * 1000;

// Submission keys per visitor address within WINDOW_MS (visitor-runtime §8 names the 429 message, not the rate).
export const FORM_RATE_LIMIT = { MAX_KEYS: 30, WINDOW_MS: 10 * 60 * 1000 } as const;

// Offline submissions are kept and retried for 7 days, then dropped.
export const OFFLINE_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;

// Where pending submissions live in IndexedDB; the page and the service worker share this store.
export const PENDING_SUBMISSIONS_DB = 'site-forms';
export const PENDING_SUBMISSIONS_STORE = 'pending-submissions';
// The workbox-background-sync queue the service worker replays (its sync tag is derived from it).
export const FORM_REPLAY_QUEUE = 'form-submissions';
// Form posts made as navigations (no script, or before hydration) that the service worker kept offline: its
// own workbox-background-sync queue, kept OFFLINE_RETENTION_MS like the page's submissions.
export const FORM_POST_QUEUE = 'form-posts';
// The page of the site the service worker answers a kept post with (cached when it installs).
export const FORM_SAVED_PAGE_PATH = '/api/form/saved';
export const FORM_SAVED_PAGE_CACHE = 'site-form-pages';
// The page tells the service worker about a new pending submission with this message type.
export const FORM_QUEUED_MESSAGE = 'site-forms:queued';
// Set in localStorage while something is pending, so a page load costs no IndexedDB work otherwise.
export const PENDING_FLAG_KEY = 'site-forms:pending';

// The {email} of the spec's email message: the format to follow.
export const EMAIL_FORMAT_EXAMPLE = 'name@example.com';

// A single text value longer than this is refused, whatever the field.
export const MAX_VALUE_LENGTH = 10_000;

// The captcha provider's script and token check, unless the site or CAPTCHA_VERIFY_URL names others.
export const CAPTCHA_DEFAULT_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
export const CAPTCHA_DEFAULT_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const CAPTCHA_VERIFY_TIMEOUT_MS = 10_000;
// The global the provider's script calls when it is ready (its `onload` query parameter).
export const CAPTCHA_ONLOAD_CALLBACK = '__siteRuntimeCaptchaReady';
// Web Locks name held while kept submissions are replayed, so tabs and the service worker take turns.
export const REPLAY_LOCK = 'site-forms-replay';
// A first try or a replay waits this long for an answer before counting as "no answer".
export const FORM_REQUEST_TIMEOUT_MS = 15_000;
// A page holds this lock (and the submission's id) during a first try; a replayer waits until it is free.
export const SENDING_LOCK_PREFIX = 'site-forms-sending:';
// Without Web Locks: a 'sending' entry older than a first try's two requests was abandoned.
export const SENDING_ABANDONED_AFTER_MS = 2 * FORM_REQUEST_TIMEOUT_MS + 5_000;
