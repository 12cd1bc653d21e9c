import { renderToString } from 'react-dom/server';
import type { ConfigPageContext } from '../../../shared/api/config/ConfigPageContext';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { ConfigApp } from '../../../ui/config/ConfigApp';
import { ConfigDocument } from './ConfigDocument';
import type { ConfigAssets } from './readConfigAssets';

// A configuration page, complete on the server; the browser entry hydrates it and loads the data.
export function renderConfigPage(context: ConfigPageContext, assets: ConfigAssets | null): string {
  const section = context.denied ?? (context.view === 'site' ? null : context.view);
  const title = `${section ? ConfigSection[section].label : 'Configuration'} — ${context.websiteTitle}`;
  const html = renderToString(
    <ConfigDocument title={title} assets={assets} context={context}>
      <ConfigApp context={context} />
    </ConfigDocument>,
  );
  return `<!doctype html>${html}`;
}

// Shown instead of the configuration area to a visitor who is not logged in as an owner.
export function renderLoginRequiredPage(websiteTitle: string, assets: ConfigAssets | null): string {
  const html = renderToString(
    <ConfigDocument title={`Log in — ${websiteTitle}`} assets={assets} context={null}>
      <main className="config-main config-denied" role="alert">
        <h1>Log in to open the configuration area</h1>
        <p>
          Open the <a href="/">site</a> and press Escape to log in as an owner, then come back here.
        </p>
      </main>
    </ConfigDocument>,
  );
  return `<!doctype html>${html}`;
}
