import { MemberBar } from './MemberBar';
import { PageLock } from './PageLock';

interface MemberGateProps {
  memberOnly: boolean;
  member: { displayName: string } | null;
}

// Above a member-only page's sections: the lock for a visitor, the member bar for a member.
export function MemberGate({ memberOnly, member }: MemberGateProps) {
  if (!memberOnly) return null;
  return member ? <MemberBar displayName={member.displayName} /> : <PageLock />;
}
