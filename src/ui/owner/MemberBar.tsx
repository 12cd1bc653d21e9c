import { OWNER_STRINGS } from './ownerStrings';

// Shown above a member-only page to the member who opened it, with the way out (DELETE of the session).
export function MemberBar({ displayName }: { displayName: string }) {
  return (
    <div className="member-bar" data-member-gate="member">
      <span>{OWNER_STRINGS.memberSignedIn(displayName)}</span>
      <button type="button" className="owner-button member-bar__logout">
        {OWNER_STRINGS.logout}
      </button>
    </div>
  );
}
