import { AUTH_PATHS } from '../../shared/api/auth/authPaths';
import { LOGIN_RESPONSE_TOKEN_FIELD } from '../../shared/constants/apiPayloadFields';
import type { TelemetryRecorder } from '../../shared/telemetry/TelemetryClient';
import {
  ACCOUNT_FIELDS,
  type AccountField,
  type CreateAccountInput,
  type CreateAccountOutcome,
} from '../../ui/owner/accountForm';
import { OWNER_STRINGS } from '../../ui/owner/ownerStrings';
import { storeXsrfToken } from './memberXsrfToken';
import { sendWithCrumb } from './sendWithCrumb';

/** Where the visitor created the account: the commerce event's data. */
export type AccountSource = 'page-lock' | 'login-dialog';

// The server names bad fields by JSON path (`$.email`) on 400 and by name on 409.
function readFields(data: Record<string, unknown>): Partial<Record<AccountField, string>> {
  const fields: Partial<Record<AccountField, string>> = {};
  const sent = data.fields && typeof data.fields === 'object' ? (data.fields as Record<string, unknown>) : {};
  for (const [key, message] of Object.entries(sent)) {
    const field = key.replace(/^\$\./, '') as AccountField;
    if (ACCOUNT_FIELDS.includes(field) && typeof message === 'string') fields[field] = message;
  }
  return fields;
}

/**
 * Creates a customer account (POST /api/site-users/account, docs/owners.md): the member is logged in by it,
 * its xsrfToken kept like a login's, and the `create-account` commerce event emitted (a telemetry record;
 * the pixel's CompleteRegistration only where configured and consented).
 */
export async function createMemberAccount(
  input: CreateAccountInput,
  telemetry: TelemetryRecorder,
  source: AccountSource,
): Promise<CreateAccountOutcome> {
  const body = { ...input, name: input.name.trim() || undefined };
  let reply;
  try {
    reply = await sendWithCrumb('POST', AUTH_PATHS.SITE_USER_ACCOUNT, body);
  } catch {
    return { ok: false, message: OWNER_STRINGS.networkError, fields: {} };
  }
  const token = reply.data[LOGIN_RESPONSE_TOKEN_FIELD];
  if (reply.ok && typeof token === 'string') {
    storeXsrfToken(token);
    const member = reply.data.siteMember as { displayName?: unknown } | undefined;
    const { emitCommerceEvent } = await import('../../ui/commerce/emitCommerceEvent');
    emitCommerceEvent(telemetry, 'create-account', { source });
    return { ok: true, displayName: typeof member?.displayName === 'string' ? member.displayName : input.email };
  }
  const fields = readFields(reply.data);
  const error = typeof reply.data.error === 'string' ? reply.data.error : OWNER_STRINGS.networkError;
  return { ok: false, message: reply.status === 400 ? OWNER_STRINGS.checkFields : error, fields };
}
