import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { uploadAvatar } from '../../contract/member';
import { Code } from '../../contract/envelope';
import { avatarFiles } from '../db/schema';
import { ApiError } from '../errors';
import { message, pickLanguage } from '../messages';
import { MalformedImage, stripMetadata, type ImageType } from '../services/content/image-metadata';
import { replaceAvatar } from '../services/members/avatars';
import { requireMember } from '../services/auth/member-auth';
import { uploadRoute } from './contract-route';

/** The image type by its first bytes (never by the client's declared type or name). */
export function imageType(bytes: Buffer): ImageType | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP') {
    return 'webp';
  }
  return undefined;
}

const MIME = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
const AVATAR_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

export default async function uploadRoutes(app: FastifyInstance) {
  app.get<{ Params: { name: string } }>('/media/avatars/:name', async (request, reply) => {
    const [, hash, type] = AVATAR_NAME.exec(request.params.name) ?? [];
    const [file] = hash ? await app.db.select().from(avatarFiles).where(eq(avatarFiles.hash, hash)) : [];
    if (!file || file.type !== type) {
      const lang = pickLanguage(request.headers['accept-language']);
      return reply.status(404).send({ code: 404, msg: message('notFound', lang), data: null });
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(MIME[file.type as keyof typeof MIME])
      .send(Buffer.from(file.bytes));
  });

  app.post(uploadAvatar.path, uploadRoute(uploadAvatar.data), async (request, reply) => {
    const lang = pickLanguage(request.headers['accept-language']);
    const { memberId } = await requireMember(app, request, new Date(app.settings.now()));
    if (!request.isMultipart()) throw new ApiError(Code.invalid, 'uploadType');
    const file = await request.file();
    if (!file || file.fieldname !== 'file') throw new ApiError(Code.invalid, 'uploadType');
    let bytes: Buffer;
    try {
      bytes = await file.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
      return reply.status(413).send({ code: 413, msg: message('uploadTooLarge', lang), data: null });
    }
    const type = imageType(bytes);
    if (!type) throw new ApiError(Code.invalid, 'uploadType');
    const avatar = await replaceAvatar(app.db, memberId, type, cleaned(bytes, type));
    app.sessionCache.forgetMember(memberId);
    return { code: Code.ok, msg: message('ok', lang), data: { avatar } };
  });
}

/** The image without its metadata (EXIF, GPS, XMP, comments); a malformed one is no image we take. */
function cleaned(bytes: Buffer, type: ImageType): Buffer {
  try {
    return stripMetadata(bytes, type);
  } catch (error) {
    if (error instanceof MalformedImage) throw new ApiError(Code.invalid, 'uploadType');
    throw error;
  }
}
