import { z } from 'zod';
import { SummaryData } from '../../blocks/summary';

// Spec visitor-runtime §7: POST /api/widget/GetWidgetRendering, form-encoded, with one field, widgetJSON:
// the block's type, id and value (its block data), plus collectionId for summary blocks. The reply's
// data.html replaces the block's content.
const SummaryWidget = z.object({
  type: z.literal('summary'),
  id: z.string().min(1).max(200),
  value: SummaryData,
  collectionId: z.string().min(1),
});
export const WidgetJson = z.discriminatedUnion('type', [SummaryWidget]);
export type WidgetJson = z.infer<typeof WidgetJson>;

export const WidgetRenderingForm = z.object({
  widgetJSON: z
    .string({ error: 'expected the widgetJSON form field' })
    .max(20_000)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'expected JSON' });
        return z.NEVER;
      }
    })
    .pipe(WidgetJson),
});

export interface WidgetRenderingReply {
  data: { html: string };
}
