import type { FastifyPluginAsync } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { WidgetRenderingForm, type WidgetRenderingReply } from '../../../shared/api/widget/WidgetRendering';
import { parseRequest, sendInvalidRequest } from '../../http/parseRequest';
import type { LiveSite } from '../../site/LiveSite';
import { renderSummaryHtml } from '../../../ui/blocks/summary/renderSummaryHtml';

interface WidgetRoutesOptions {
  site: SiteData;
  /** The current site: owner content changes applied (a published post is in its summaries). */
  live?: LiveSite;
}

// Spec visitor-runtime §7: POST /api/widget/GetWidgetRendering with a form-encoded widgetJSON (type, id,
// value; collectionId for summary blocks), answered with data.html. Public and read-only: it renders what
// the current site holds (the site data with owners' content changes), nothing else, and of a member-only
// collection nothing but the lock to a visitor who is not a member. A bad widgetJSON gets 400 naming the field at fault.
export const widgetRoutes: FastifyPluginAsync<WidgetRoutesOptions> = async (app, { site, live }) => {
  app.post(API_PATHS.WIDGET_RENDERING, async (request, reply) => {
    const form = parseRequest(WidgetRenderingForm, request.body ?? {}, reply);
    if (!form) return reply;
    const widget = form.widgetJSON;
    if (widget.collectionId !== widget.value.collectionId) {
      sendInvalidRequest(reply, {
        '$.widgetJSON.collectionId': `expected the summary's own collection, "${widget.value.collectionId}"`,
      });
      return reply;
    }
    const current = live ? (await live.current()).site : site;
    const html = renderSummaryHtml(current, widget.value, request.identity.member !== null);
    if (html === null) {
      sendInvalidRequest(reply, {
        '$.widgetJSON.collectionId': `expected the id of a collection, "${widget.collectionId}" is not one`,
      });
      return reply;
    }
    const body: WidgetRenderingReply = { data: { html } };
    return reply.header('cache-control', 'no-store').send(body);
  });
};
