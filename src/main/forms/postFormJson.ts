import { createPostJson } from '../../shared/browser/createPostJson';

export const postFormJson = createPostJson((url, init) => fetch(url, init));
