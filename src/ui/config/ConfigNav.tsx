import type { ConfigPageContext } from '../../shared/api/config/ConfigPageContext';
import { ConfigSection } from '../../shared/config/ConfigSection';

// Every link keeps frameUrl, so going back to the site shows the page the owner came from.
export function ConfigNav({ context }: { context: ConfigPageContext }) {
  const query = `?frameUrl=${encodeURIComponent(context.frameUrl)}`;
  const current = context.denied ?? context.view;
  return (
    <nav className="config-nav" aria-label="Configuration">
      <a href={`/config/${query}`} aria-current={current === 'site' ? 'page' : undefined}>
        Site
      </a>
      {context.sections.map((name) => (
        <a
          key={name}
          href={`${ConfigSection[name].path}${query}`}
          aria-current={current === name ? 'page' : undefined}
          data-section={name}
        >
          {ConfigSection[name].label}
        </a>
      ))}
    </nav>
  );
}
