import type { FastifyPluginAsync } from 'fastify';
import type { SiteData } from '../../../shared/siteData/SiteData';
import {
  ReviewIdParams,
  ReviewStatusBody,
  ReviewsQuery,
  type ReviewsReply,
} from '../../../shared/api/config/ReviewsApi';
import { ConfigSection } from '../../../shared/config/ConfigSection';
import { REVIEW_STATUSES } from '../../../shared/reviews/ReviewForm';
import { parseRequest } from '../../http/parseRequest';
import { requireRole } from '../../http/requireRole';
import type { ProductReviews } from '../../reviews/ProductReviews';

// Owners with ADMIN or STORE_MANAGER read every review and approve or hide each one.
export const reviewsApiRoutes: FastifyPluginAsync<{ site: SiteData; reviews: ProductReviews }> = async (
  app,
  { site, reviews },
) => {
  const roles = ConfigSection.reviews.roles;
  const titles = new Map(site.products.map((p) => [p.id, p.title]));

  app.get('/api/config/reviews', async (request, reply) => {
    if (!requireRole(request, reply, roles)) return reply;
    const query = parseRequest(ReviewsQuery, request.query, reply);
    if (!query) return reply;
    const rows = await reviews.repository.listRecent(query.limit);
    const body: ReviewsReply = {
      statuses: REVIEW_STATUSES,
      reviews: rows.map((r) => ({
        id: r.id,
        productId: r.product_id,
        productTitle: titles.get(r.product_id) ?? r.product_id,
        rating: r.rating,
        title: r.title,
        text: r.body,
        name: r.reviewer_name,
        status: r.status,
        createdAt: r.created_at,
      })),
    };
    return reply.header('cache-control', 'no-store').send(body);
  });

  app.put('/api/config/reviews/:id/status', async (request, reply) => {
    if (!requireRole(request, reply, roles)) return reply;
    const params = parseRequest(ReviewIdParams, request.params, reply);
    if (!params) return reply;
    const body = parseRequest(ReviewStatusBody, request.body, reply);
    if (!body) return reply;
    if (!(await reviews.repository.setStatus(params.id, body.status, Date.now())))
      return reply.code(404).send({ error: 'No such review' });
    return reply.send({ id: params.id, status: body.status });
  });
};
