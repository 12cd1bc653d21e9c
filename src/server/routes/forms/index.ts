import { siteOrigin } from '../../http/publicUrl';
import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import { API_PATHS } from '../../../shared/constants/apiPaths';
import { FORM_SAVED_PAGE_PATH } from '../../../shared/forms/formPolicy';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { Database } from '../../storage/Database';
import { FormKeyRepository } from '../../storage/forms/FormKeyRepository';
import { FormSubmissionRepository } from '../../storage/forms/FormSubmissionRepository';
import type { FormRouteContext } from './FormRouteContext';
import { createCaptchaVerifier, NO_CAPTCHA_SECRET, type CaptchaSettings } from '../../forms/createCaptchaVerifier';
import { issueSubmissionKey } from './issueSubmissionKey';
import { saveSubmission } from './saveSubmission';
import { postForm } from './postForm';
import { renderSavedPage } from './renderSavedPage';
import { renderPage } from '../../render/renderPage';
import { resolveRoute } from '../../../shared/siteData/resolveRoute';
import type { ClientAssets } from '../../http/readClientManifest';

interface FormsRoutesOptions {
  site: SiteData;
  db: Kysely<Database>;
  assets?: ClientAssets | null;
  now?: () => number;
  /** Where and with which secret captcha tokens are checked; without it, captcha forms are refused. */
  captcha?: CaptchaSettings;
}

// The form calls of spec visitor-runtime §7. No crumb is required: the forms are public, the replay from the
// service worker cannot read cookies, and each submission needs its own single-use key (docs/forms.md).
export const formsRoutes: FastifyPluginAsync<FormsRoutesOptions> = async (app, options) => {
  const context: FormRouteContext = {
    site: options.site,
    keys: new FormKeyRepository(options.db),
    submissions: new FormSubmissionRepository(options.db),
    now: options.now ?? Date.now,
    renderPage: async (request, reply, page, pagePath, requestProps, status) => {
      const url = new URL(pagePath, 'http://site');
      const html = await renderPage({
        site: options.site,
        page,
        route: resolveRoute(options.site, url.pathname),
        pathname: url.pathname,
        search: url.search,
        identity: request.identity,
        assets: options.assets ?? null,
        requestProps,
        origin: siteOrigin(request, options.site),
      });
      return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
    verifyCaptcha: createCaptchaVerifier(options.captcha ?? NO_CAPTCHA_SECRET),
  };
  if (options.site.websiteSettings.captchaSettings.siteKey && !options.captcha?.secret)
    app.log.warn('CAPTCHA_SECRET is not set: submissions of the forms with a captcha are refused');
  app.post(API_PATHS.FORM_SUBMISSION_KEY, (request, reply) => issueSubmissionKey(context, request, reply));
  app.post(API_PATHS.SAVE_FORM_SUBMISSION, (request, reply) => saveSubmission(context, request, reply));
  app.post(API_PATHS.POST_FORM, (request, reply) => postForm(context, request, reply));
  app.get(FORM_SAVED_PAGE_PATH, (request, reply) => renderSavedPage(context, request, reply));
};
