import type { ButtonsData } from '../../../shared/blocks/buttons';
import { ButtonLinkView } from './ButtonLinkView';

// Links styled as buttons; enhanceButtons counts their census (spec visitor-runtime §7) without React.
export default function ButtonsBlock({ data }: { id: string; data: ButtonsData }) {
  return (
    <div className={`block-buttons align-${data.alignment}`}>
      {data.buttons.map((button, index) => (
        <ButtonLinkView key={button.id ?? index} button={button} />
      ))}
    </div>
  );
}
