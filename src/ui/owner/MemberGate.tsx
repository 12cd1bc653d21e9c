import { ACCOUNT_WORDS } from '../../shared/words/accountWords';
import { useWords } from '../runtime/useWords';
import { MemberBar } from './MemberBar';
import { PageLock } from './PageLock';

// Above a member-only page's sections: the lock for a visitor, the member bar for a member, in the site's words.
export function MemberGate({ memberOnly, member }: { memberOnly: boolean; member: { displayName: string } | null }) {
  const words = useWords(ACCOUNT_WORDS);
  if (!memberOnly) return null;
  return member ? <MemberBar displayName={member.displayName} words={words} /> : <PageLock words={words} />;
}
