import { MemberBar } from './MemberBar';
import { PageLock } from './PageLock';

// Above a member-only page's sections: the lock for a visitor, the member bar for a member.
export function MemberGate({ memberOnly, member }: { memberOnly: boolean; member: { displayName: string } | null }) {
  if (!memberOnly) return null;
  return member ? <MemberBar displayName={member.displayName} /> : <PageLock />;
}
