import type { Section } from '../../shared/siteData/Page';
import { catalog, type BlockComponent } from '../blocks/catalog';
import { animationAttributes } from '../animations/animationAttributes';
import { hydrationByData } from '../blocks/blockHydration';
import { ENHANCED_BLOCKS } from '../blocks/enhancedBlocks';

interface SectionListProps {
  sections: Section[];
  components: Record<string, BlockComponent>;
  islandProps: Record<string, Record<string, unknown>>;
  blockProps: Record<string, Record<string, unknown>>;
}

// Renders every block; interactive ones are wrapped as islands the browser hydrates by policy.
export function SectionList({ sections, components, islandProps, blockProps }: SectionListProps) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} id={`section-${section.id}`} className={`page-section section-${section.type}`}>
          <div className="section-inner">
            {section.blocks.map((block) => {
              const Component = components[block.type];
              if (!Component) throw new Error(`Block type ${block.type} was not loaded`);
              const byData = hydrationByData[block.type];
              const hydrate = byData ? byData(block.data as never) : catalog[block.type].hydrate;
              const props = blockProps[block.id] ?? { id: block.id, data: block.data };
              if (hydrate) islandProps[block.id] = props;
              return (
                <div
                  key={block.id}
                  className={`block block-type-${block.type}${hydrate ? ' island' : ''}`}
                  id={`block-${block.id}`}
                  data-island={hydrate ? block.type : undefined}
                  data-block-id={hydrate ? block.id : undefined}
                  data-hydrate={hydrate ?? undefined}
                  data-enhance={hydrate && ENHANCED_BLOCKS.has(block.type) ? '' : undefined}
                  {...animationAttributes(block.animation)}
                >
                  <Component {...props} />
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
