import { uploadAvatar as call } from '../../../../contract/member';
import { postTo } from '../../../lib/api-client';
import { afterWrite } from '../../../lib/query/writes';

/** POST the avatar as multipart (field `file`); the uploader shows a failure itself, so no toast. */
export async function uploadAvatar(file: File) {
  const body = new FormData();
  body.append('file', file);
  return afterWrite('uploadAvatar', await postTo(call.path, body, call.data, { toast: false }));
}
