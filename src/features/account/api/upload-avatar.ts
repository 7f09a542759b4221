import { uploadAvatar as call } from '../../../../contract/calls';
import { postTo } from '../../../lib/api-client';

/** POST the avatar as multipart (field `file`); the uploader shows a failure itself, so no toast. */
export function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return postTo(call.path, body, call.data, { toast: false });
}
