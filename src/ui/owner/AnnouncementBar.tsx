import { OWNER_STRINGS } from './ownerStrings';

interface AnnouncementBarProps {
  displayName: string;
  configUrl: string;
  /** Absent in the server's render: the owner runtime takes the bar over and wires Log out. */
  onLogout?: () => void;
}

// Spec visitor-runtime §6: the owner's announcement bar, its keyboard shortcuts also offered as buttons.
export function AnnouncementBar({ displayName, configUrl, onLogout }: AnnouncementBarProps) {
  return (
    <div className="owner-announcement-bar" role="region" aria-label="Owner" data-ready={onLogout ? '' : undefined}>
      <span className="owner-announcement-bar__text">{OWNER_STRINGS.announcement(displayName)}</span>
      <a className="owner-button" href={configUrl}>
        {OWNER_STRINGS.editSite}
      </a>
      <button type="button" className="owner-button" onClick={onLogout}>
        {OWNER_STRINGS.logout}
      </button>
    </div>
  );
}
