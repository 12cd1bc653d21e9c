import { useEffect } from 'react';
import type { ButtonsData } from '../../../shared/blocks/buttons';
import type { ButtonLink } from '../../../shared/blocks/media';
import { useBlockRuntime } from '../../runtime/BlockRuntime';
import { ButtonLinkView } from './ButtonLinkView';

// Spec visitor-runtime §7: button census. The island hydrates when it comes near the viewport ('visible'),
// which is when the buttons are shown: each one is counted once as rendered, and each click is counted.
export default function ButtonsBlock({ id, data }: { id: string; data: ButtonsData }) {
  const { telemetry, pageContext } = useBlockRuntime();
  const describe = (button: ButtonLink, index: number) => ({
    id: button.id ?? `${id}-${index}`,
    buttonText: button.text,
    clickthroughUrl: button.url,
    alignment: data.alignment,
    size: button.size,
    newWindow: button.newWindow,
    context: pageContext.pagePath,
  });
  useEffect(() => {
    data.buttons.forEach((button, index) => telemetry.record('census.button-render', describe(button, index)));
    // Counted once per page view: the buttons do not change after hydration.
  }, []);
  return (
    <div className={`block-buttons align-${data.alignment}`}>
      {data.buttons.map((button, index) => (
        <ButtonLinkView
          key={button.id ?? index}
          button={button}
          onClick={() => telemetry.record('census.button-click', describe(button, index))}
        />
      ))}
    </div>
  );
}
