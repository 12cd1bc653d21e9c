import type { TextData } from '../../../shared/blocks/text';

export default function TextBlock({ data }: { id: string; data: TextData }) {
  return (
    <div className={`block-text align-${data.align}`}>
      {data.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}
