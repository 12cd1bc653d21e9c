import { useEffect, useState } from 'react';
import type { SummaryData } from '../../../shared/blocks/summary';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import type { WidgetJson, WidgetRenderingReply } from '../../../shared/api/widget/WidgetRendering';
import { useBlockRuntime } from '../../runtime/BlockRuntime';

// Spec visitor-runtime §7: a summary block asks POST /api/widget/GetWidgetRendering for its rendering and
// data.html replaces its content. The server's first HTML is already that rendering (renderSummaryHtml), so
// the page is whole without script; the call runs once the block comes into view, because the page itself
// may come from a cache (the service worker's, a proxy's, back/forward) older than the collection.
export default function SummaryBlock({ id, data, html }: { id: string; data: SummaryData; html: string }) {
  const { dataLayer } = useBlockRuntime();
  const [content, setContent] = useState(html);

  useEffect(() => {
    const widget: WidgetJson = { type: 'summary', id, value: data, collectionId: data.collectionId };
    let current = true;
    dataLayer
      .post<WidgetRenderingReply>(API_PATHS.WIDGET_RENDERING, {
        form: { widgetJSON: JSON.stringify(widget) },
        handleErrors: true,
      })
      .then((reply) => {
        if (current && typeof reply?.data?.html === 'string') setContent(reply.data.html);
      })
      // The server's rendering stays; a summary that could not refresh is not worth an error panel.
      .catch((error: unknown) => console.warn('Could not refresh the summary block', id, error));
    return () => {
      current = false;
    };
  }, [id, data, dataLayer]);

  return <div className="block-summary" data-rendered="true" dangerouslySetInnerHTML={{ __html: content }} />;
}
