import type { ButtonsData } from '../../../shared/blocks/buttons';
import type { ButtonLink } from '../../../shared/blocks/media';
import type { BlockRuntime } from '../../runtime/BlockRuntime';

/**
 * Spec visitor-runtime §7: button census. Runs when the island comes near the viewport ('visible'), which
 * is when the buttons are shown: each one is counted once as rendered, and each click is counted, those
 * made before this ran (`earlyEvents`) included. The links themselves work without it.
 */
export function enhanceButtons(
  element: HTMLElement,
  { id, data }: { id: string; data: ButtonsData },
  { telemetry, pageContext }: BlockRuntime,
  earlyEvents: readonly Event[],
): void {
  const links = [...element.querySelectorAll<HTMLAnchorElement>('a.button-link')];
  const record = (kind: 'census.button-render' | 'census.button-click', link: Element | null) => {
    const index = links.indexOf(link as HTMLAnchorElement);
    const button: ButtonLink | undefined = data.buttons[index];
    if (button)
      telemetry.record(kind, {
        id: button.id ?? `${id}-${index}`,
        buttonText: button.text,
        clickthroughUrl: button.url,
        alignment: data.alignment,
        size: button.size,
        newWindow: button.newWindow,
        context: pageContext.pagePath,
      });
  };
  for (const link of links) record('census.button-render', link);
  const onClick = (event: Event) => record('census.button-click', (event.target as Element).closest('a.button-link'));
  for (const event of earlyEvents) if (event.type === 'click') onClick(event);
  element.addEventListener('click', onClick);
}
