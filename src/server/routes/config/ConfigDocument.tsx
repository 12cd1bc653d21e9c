import type { ReactNode } from 'react';
import {
  CONFIG_CONTEXT_ELEMENT_ID,
  CONFIG_ROOT_ELEMENT_ID,
  type ConfigPageContext,
} from '../../../shared/api/config/ConfigPageContext';
import { JsonScript } from '../../render/Document';
import type { ConfigAssets } from './readConfigAssets';

interface ConfigDocumentProps {
  title: string;
  assets: ConfigAssets | null;
  context: ConfigPageContext | null;
  children: ReactNode;
}

// The HTML around a configuration page. Only the config entry and its CSS load here, never the
// published pages' runtime.
export function ConfigDocument({ title, assets, context, children }: ConfigDocumentProps) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        {assets?.stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {assets && context ? <script type="module" src={assets.script} /> : null}
      </head>
      <body className="config-body">
        <div id={CONFIG_ROOT_ELEMENT_ID}>{children}</div>
        {context ? <JsonScript id={CONFIG_CONTEXT_ELEMENT_ID} data={context} /> : null}
      </body>
    </html>
  );
}
