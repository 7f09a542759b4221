import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import { AVATAR_MAX_BYTES } from '../../contract/auth';

/** Multipart bodies (only /api/uploadAvatar): one file, at most 2 MiB, no other parts of note. */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 },
    });
  },
  { name: 'multipart' },
);
