import { MemberBar } from './MemberBar';
import { PageLock } from './PageLock';

interface MemberGateProps {
  memberOnly: boolean;
  member: { displayName: string } | null;
}

// Rendered on the server above a page's sections: the lock (label and member login form) for a visitor on
// a member-only page, the member bar for a member, nothing on other pages. The sections themselves are
// filtered by selectVisibleSections.
export function MemberGate({ memberOnly, member }: MemberGateProps) {
  if (!memberOnly) return null;
  return member ? <MemberBar displayName={member.displayName} /> : <PageLock />;
}
