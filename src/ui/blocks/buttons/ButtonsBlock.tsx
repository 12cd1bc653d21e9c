import type { ButtonsData } from '../../../shared/blocks/buttons';
import { ButtonLinkView } from './ButtonLinkView';

// Links styled as buttons. Their census (spec visitor-runtime §7) needs no React: enhanceButtons counts
// each button once when the block comes near the viewport, and each click.
export default function ButtonsBlock({ data }: { id: string; data: ButtonsData }) {
  return (
    <div className={`block-buttons align-${data.alignment}`}>
      {data.buttons.map((button, index) => (
        <ButtonLinkView key={button.id ?? index} button={button} />
      ))}
    </div>
  );
}
