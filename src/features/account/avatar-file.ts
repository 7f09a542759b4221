import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../../contract/auth';

/** What is wrong with a chosen avatar file, as a catalog key of `account`, or null when it may go. */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): 'avatar.wrongType' | 'avatar.tooBig' | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'avatar.wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'avatar.tooBig';
  return null;
}
