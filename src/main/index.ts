import { readPageContext } from './context/readPageContext';
import { guardSecondRun } from './runtime/guardSecondRun';
import { boot } from './boot';

// Entry: refuse a second run, read the page context, boot.
if (guardSecondRun(window as unknown as Record<PropertyKey, unknown>, console)) {
  boot(readPageContext(document));
}
