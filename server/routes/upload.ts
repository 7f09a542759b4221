import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploadAvatar } from '../../contract/calls';
import { Code } from '../../contract/envelope';
import { members } from '../db/schema';
import { ApiError } from '../errors';
import { message, pickLanguage } from '../messages';
import { requireMember } from '../plugins/auth';

/** The image type by its first bytes (never by the client's declared type or name). */
export function imageType(bytes: Buffer): 'png' | 'jpg' | 'webp' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

export default async function uploadRoutes(app: FastifyInstance) {
  app.post(uploadAvatar.path, async (request) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const { memberId } = await requireMember(app, request, new Date(app.settings.now()));
    if (!request.isMultipart()) throw new ApiError(Code.invalid, 'uploadType');
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new ApiError(Code.invalid, 'uploadType');
    const bytes = await file.toBuffer();
    const type = imageType(bytes);
    if (!type) throw new ApiError(Code.invalid, 'uploadType');
    const name = `${randomBytes(16).toString('hex')}.${type}`;
    await writeFile(path.join(app.avatarDir, name), bytes);
    const avatar = `/media/avatars/${name}`;
    await app.db.update(members).set({ avatar }).where(eq(members.id, memberId));
    return { code: Code.ok, msg: message('ok', lang), data: { avatar } };
  });
}
