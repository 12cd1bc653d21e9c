import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Page } from '../../../shared/siteData/Page';
import type { SiteData } from '../../../shared/siteData/SiteData';
import type { FormKeyRepository } from '../../storage/forms/FormKeyRepository';
import type { FormSubmissionRepository } from '../../storage/forms/FormSubmissionRepository';
import type { VerifyCaptcha } from '../../forms/createCaptchaVerifier';

export interface FormRouteContext {
  site: SiteData;
  keys: FormKeyRepository;
  submissions: FormSubmissionRepository;
  now: () => number;
  /** Answers with a page of the site, some of its blocks given props of this request (a posted form's state). */
  renderPage: (
    request: FastifyRequest,
    reply: FastifyReply,
    page: Page,
    pagePath: string,
    requestProps: Record<string, Record<string, unknown>>,
    status: number,
  ) => Promise<FastifyReply>;
  verifyCaptcha: VerifyCaptcha;
}

// Every failure answer of the form calls: data.error (spec visitor-runtime §7).
export function errorBody(error: string): { data: { error: string } } {
  return { data: { error } };
}
