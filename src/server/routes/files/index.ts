import type { FastifyPluginAsync } from 'fastify';
import { INTERNAL_LINK_PREFIXES } from '../../../shared/constants/routes';
import { readFileLink } from '../../../shared/links/readFileLink';

interface FilesRoutesOptions {
  /** The site's files folder (files/ beside the site file). */
  root: string;
}

// Markup a browser would run as this site's page is sent as a download instead.
const DOWNLOADED = /\.(html?|xhtml|svg|xml)$/i;

// GET /s/{name}: the site's files (visitor-runtime §2: '/s/' links are file links), with the content type of
// their extension. A name with a '.' or '..' segment, or one that names no file, answers 404. Files may be
// replaced under the same name, so they are cached for an hour, not for ever.
export const filesRoutes: FastifyPluginAsync<FilesRoutesOptions> = async (app, { root }) => {
  app.get(`${INTERNAL_LINK_PREFIXES.FILE}*`, async (request, reply) => {
    const name = readFileLink(request.url);
    if (name === null) return reply.code(404).send({ error: 'Not found' });
    if (DOWNLOADED.test(name)) void reply.header('content-disposition', 'attachment');
    return reply.sendFile(name, root, { dotfiles: 'ignore', maxAge: '1h', immutable: false, index: false });
  });
};
