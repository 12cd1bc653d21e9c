import type { SiteData } from '../../../shared/siteData/SiteData';
import type { FormKeyRepository } from '../../storage/forms/FormKeyRepository';
import type { FormSubmissionRepository } from '../../storage/forms/FormSubmissionRepository';
import type { VerifyCaptcha } from '../../forms/createCaptchaVerifier';

export interface FormRouteContext {
  site: SiteData;
  keys: FormKeyRepository;
  submissions: FormSubmissionRepository;
  now: () => number;
  verifyCaptcha: VerifyCaptcha;
}

// Every failure answer of the form calls: data.error (spec visitor-runtime §7).
export function errorBody(error: string): { data: { error: string } } {
  return { data: { error } };
}
