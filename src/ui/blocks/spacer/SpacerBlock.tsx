import type { SpacerData } from '../../../shared/blocks/spacer';

export default function SpacerBlock({ data }: { id: string; data: SpacerData }) {
  return data.divider ? (
    <hr className="block-spacer is-divider" style={{ marginBlock: `${data.heightPx / 2}px` }} />
  ) : (
    <div className="block-spacer" style={{ height: `${data.heightPx}px` }} aria-hidden="true" />
  );
}
