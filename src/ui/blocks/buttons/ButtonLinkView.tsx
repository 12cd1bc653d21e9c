import type { MouseEvent } from 'react';
import type { ButtonLink } from '../../../shared/blocks/media';

type ButtonLinkViewProps = { button: ButtonLink; onClick?: (event: MouseEvent<HTMLAnchorElement>) => void };

// One link styled as a button; a new window gets rel="noopener" so the opened page cannot reach this one.
export function ButtonLinkView({ button, onClick }: ButtonLinkViewProps) {
  return (
    <a
      className={`button-link button-${button.style} button-size-${button.size}`}
      href={button.url}
      target={button.newWindow ? '_blank' : undefined}
      rel={button.newWindow ? 'noopener noreferrer' : undefined}
      onClick={onClick}
      data-tooltip={button.tooltip}
    >
      {button.text}
    </a>
  );
}
