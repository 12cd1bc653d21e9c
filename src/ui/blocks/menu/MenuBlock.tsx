import { useRef, useState, type KeyboardEvent } from 'react';
import type { MenuData } from '../../../shared/blocks/menu';
import { moveMenuTab } from '../../../shared/blocks/moveMenuTab';

// Spec visitor-runtime §4: menu block tabs, following the WAI-ARIA tabs pattern: a tablist of tabs, one
// tabpanel each; the first tab is selected; arrow keys move the focus round the tabs (one tab stop, the
// focused tab), Enter or Space select it, and a click selects. Without script every menu shows, one after
// the other, under its own name (the noscript style below), so the page is whole without JavaScript.
export default function MenuBlock({
  id,
  data,
  tabsLabel,
}: {
  id: string;
  data: MenuData;
  /** The tab list's name without a heading, in the site's language (resolvers.ts). */
  tabsLabel: string;
}) {
  const [selected, setSelected] = useState(0);
  const [focused, setFocused] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = data.menus.length;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const result = moveMenuTab(event.key, index, count);
    if (!result) return;
    event.preventDefault();
    setFocused(result.focus);
    if (result.select) setSelected(result.focus);
    tabs.current[result.focus]?.focus();
  };

  return (
    <div className="block-menu" data-selected-menu={selected}>
      {data.heading ? <h2 className="menu-heading">{data.heading}</h2> : null}
      <noscript>
        <style>{`#block-${id} .menu-tabs{display:none}#block-${id} .menu-panel[hidden]{display:block}#block-${id} .menu-panel .menu-name{position:static;width:auto;height:auto;clip-path:none}`}</style>
      </noscript>
      {count > 1 ? (
        <div className="menu-tabs" role="tablist" aria-label={data.heading ?? tabsLabel}>
          {data.menus.map((menu, index) => (
            <button
              key={index}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              className="menu-tab"
              aria-selected={index === selected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={index === focused ? 0 : -1}
              onClick={() => {
                setSelected(index);
                setFocused(index);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {menu.name}
            </button>
          ))}
        </div>
      ) : null}
      {data.menus.map((menu, index) => (
        <div
          key={index}
          className="menu-panel"
          id={`${id}-panel-${index}`}
          role={count > 1 ? 'tabpanel' : undefined}
          aria-labelledby={count > 1 ? `${id}-tab-${index}` : undefined}
          tabIndex={count > 1 ? 0 : undefined}
          hidden={index !== selected}
        >
          <h3 className="menu-name">{menu.name}</h3>
          {menu.sections.map((section, s) => (
            <div key={s} className="menu-section">
              {section.title ? <h4 className="menu-section-title">{section.title}</h4> : null}
              <ul className="plain-list menu-items">
                {section.items.map((item, i) => (
                  <li key={i} className="menu-item">
                    <span className="menu-item-name">{item.name}</span>
                    {item.price ? <span className="menu-item-price">{item.price}</span> : null}
                    {item.description ? <p className="menu-item-description">{item.description}</p> : null}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
