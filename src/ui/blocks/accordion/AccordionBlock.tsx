import { useEffect, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import type { AccordionData } from '../../../shared/blocks/accordion';
import { createAccordionState, toggleAccordionItem } from '../../../shared/blocks/toggleAccordionItem';
import { ANIMATION } from '../../../shared/constants/limits';
import { DATA_ATTRIBUTES } from '../../../shared/constants/dataAttributes';

// Spec visitor-runtime §4: accordion. Without script, native <details> (one shared name when only one may
// be open); once hydrated, clicks follow the spec's rule and its 250 ms animation.
const duration = ANIMATION.ACCORDION_DURATION_MS;

export default function AccordionBlock({ id, data }: { id: string; data: AccordionData }) {
  const [state, setState] = useState(() => createAccordionState(data.items.length, data.firstItemExpanded));
  const [closing, setClosing] = useState<readonly number[]>([]);
  // The shared name only serves the script-free page; once hydrated the rule above decides, and a name
  // would make the browser close an item while its closing animation still runs.
  const [hydrated, setHydrated] = useState(false);
  const previous = useRef(state.open);
  // Two clicks can arrive before React re-renders; the rule must see the state the first one left.
  const current = useRef(state);
  current.current = state;
  const root = useRef<HTMLDivElement>(null);

  // A visitor may have opened items natively before this island hydrated: start from what the page shows.
  useEffect(() => {
    setHydrated(true);
    const shown = [...(root.current?.querySelectorAll('details') ?? [])].map((d) => d.open);
    setState((initial) =>
      shown.some((open, i) => open !== initial.open[i]) ? { open: shown, animatingUntil: 0 } : initial,
    );
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = state.open;
    const panels = root.current?.querySelectorAll<HTMLElement>('.accordion-panel') ?? [];
    state.open.forEach((open, index) => {
      const panel = panels[index];
      if (!panel || open === before[index]) return;
      const full = `${panel.scrollHeight}px`;
      const frames = open ? [{ height: '0px' }, { height: full }] : [{ height: full }, { height: '0px' }];
      const animation = panel.animate(frames, { duration, easing: 'ease-in-out' });
      if (!open) animation.onfinish = () => setClosing((list) => list.filter((i) => i !== index));
    });
  }, [state]);

  const onToggle = (event: MouseEvent, index: number) => {
    event.preventDefault();
    const before = current.current;
    const next = toggleAccordionItem(before, index, {
      allowMultipleOpen: data.allowMultipleOpen,
      now: performance.now(),
      durationMs: duration,
    });
    if (next === before) return;
    current.current = next;
    const closed = before.open.flatMap((open, i) => (open && !next.open[i] ? [i] : []));
    setClosing((list) => [...list, ...closed]);
    setState(next);
  };

  return (
    <div
      ref={root}
      className="block-accordion"
      {...{ [DATA_ATTRIBUTES.ACCORDION_ALLOW_MULTIPLE_OPEN]: String(data.allowMultipleOpen) }}
      data-first-item-expanded={String(data.firstItemExpanded)}
    >
      {data.items.map((item, index) => {
        const open = state.open[index] ?? false;
        return (
          <details
            key={index}
            className="accordion-item"
            name={data.allowMultipleOpen || hydrated ? undefined : `accordion-${id}`}
            open={open || closing.includes(index)}
            data-state={open ? 'open' : 'closed'}
          >
            <summary className="accordion-title" aria-expanded={open} onClick={(event) => onToggle(event, index)}>
              <span>{item.title}</span>
              <span className="accordion-icon" aria-hidden="true" />
            </summary>
            <div className="accordion-panel">
              {item.paragraphs.map((paragraph, p) => (
                <p key={p}>{paragraph}</p>
              ))}
            </div>
          </details>
        );
      })}
    </div>
  );
}
