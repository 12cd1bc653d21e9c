import { API_PATHS } from '../../../shared/constants/apiPaths';
import { PERFORMANCE_REPORTING } from '../../../shared/constants/limits';
import { ANALYTICS_MESSAGES } from '../../../shared/messages/analyticsMessages';
import { PerformanceSettings } from '../../../shared/api/reporting/PerformanceSettings';

// Spec media-and-reporting §7 and §8: GET /api/1/performance/settings with a 30 s timeout. Every failure
// goes to the error reporter's console with the spec's words and answers null: nothing is sent then.
export async function fetchPerformanceSettings(fetchFn: typeof fetch, setTimer: typeof setTimeout) {
  const controller = new AbortController();
  const timer = setTimer(() => controller.abort(), PERFORMANCE_REPORTING.SETTINGS_TIMEOUT_MS);
  try {
    const reply = await fetchFn(API_PATHS.PERFORMANCE_SETTINGS, {
      signal: controller.signal,
      credentials: 'same-origin',
    });
    if (reply.status !== 200) {
      console.warn(ANALYTICS_MESSAGES.unexpectedXhrStatus(reply.status));
      return null;
    }
    return PerformanceSettings(await reply.json(), '$');
  } catch (error) {
    if (controller.signal.aborted) console.warn(ANALYTICS_MESSAGES.settingsTimeout);
    else console.warn(ANALYTICS_MESSAGES.pageLoadIdUnresolved, error);
    return null;
  } finally {
    clearTimeout(timer);
  }
}
