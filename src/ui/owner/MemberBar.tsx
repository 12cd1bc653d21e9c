import type { AccountWords } from '../../shared/words/accountWords';
import { fillWords } from '../../shared/words/fillWords';

// Shown above a member-only page to the member who opened it, with the way out (DELETE of the session).
export function MemberBar({ displayName, words }: { displayName: string; words: AccountWords }) {
  return (
    <div className="member-bar" data-member-gate="member">
      <span>{fillWords(words.memberSignedIn, { name: displayName })}</span>
      <button type="button" className="owner-button member-bar__logout">
        {words.logout}
      </button>
    </div>
  );
}
