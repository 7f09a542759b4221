import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AVATAR_MAX_BYTES } from '../../contract/auth';

/** Multipart bodies (only /api/uploadAvatar): one file, at most 2 MiB, no other parts of note. */
export async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
  });
}
