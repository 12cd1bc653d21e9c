import { createPostJson } from '../../shared/forms/createPostJson';

export const postFormJson = createPostJson((url, init) => fetch(url, init));
