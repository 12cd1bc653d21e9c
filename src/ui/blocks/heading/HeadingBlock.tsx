import type { HeadingData } from '../../../shared/blocks/heading';

export default function HeadingBlock({ data }: { id: string; data: HeadingData }) {
  const Tag = `h${data.level}` as 'h1';
  return (
    <Tag className={`block-heading align-${data.align}`} data-text-shrink={data.shrink || undefined}>
      {data.text}
    </Tag>
  );
}
