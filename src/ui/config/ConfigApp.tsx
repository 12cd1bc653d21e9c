import type { ComponentType } from 'react';
import type { ConfigPageContext } from '../../shared/api/config/ConfigPageContext';
import { ConfigSection, type ConfigSectionName } from '../../shared/config/ConfigSection';
import { ConfigNav } from './ConfigNav';
import { SiteFrame } from './SiteFrame';
import { SubmissionsView } from './submissions/SubmissionsView';
import { InspectorView } from './inspector/InspectorView';
import { OrdersView } from './orders/OrdersView';
import { ReviewsView } from './reviews/ReviewsView';
import { ContentView } from './content/ContentView';
import { OutboxView } from './outbox/OutboxView';

// The configuration area: its navigation, and the site in its frame or one section.
interface ConfigAppProps {
  context: ConfigPageContext;
  /** Given by the browser entry; the server renders the button without it. */
  onLogout?: () => void;
}

const SECTION_VIEWS = {
  submissions: SubmissionsView,
  inspector: InspectorView,
  orders: OrdersView,
  reviews: ReviewsView,
  content: ContentView,
  outbox: OutboxView,
} satisfies Record<ConfigSectionName, ComponentType>;

export function ConfigApp({ context, onLogout }: ConfigAppProps) {
  const Section = context.view === 'site' ? null : SECTION_VIEWS[context.view];
  return (
    <div className="config-layout">
      <header className="config-header">
        <span className="config-title">{context.websiteTitle} — configuration</span>
        <span className="config-account" data-testid="config-account">
          {context.account.displayName || context.account.email}{' '}
          <button type="button" className="config-logout" onClick={onLogout}>
            Log out
          </button>
        </span>
      </header>
      <ConfigNav context={context} />
      <main className="config-main" id="config-main">
        {context.denied ? (
          <section className="config-denied" role="alert">
            <h1>Not allowed</h1>
            <p>Your website roles do not open the {ConfigSection[context.denied].label.toLowerCase()}.</p>
          </section>
        ) : Section ? (
          <Section />
        ) : (
          <SiteFrame frameUrl={context.frameUrl} />
        )}
      </main>
    </div>
  );
}
