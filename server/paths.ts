import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's own folder: server/ when run from source, dist-server/ when built (the build bundles every
 * module beside this one and copies the migrations and assets there).
 */
const serverDir = fileURLToPath(new URL('.', import.meta.url));

export const migrationsFolder = path.join(serverDir, 'db', 'migrations');
export const assetsDir = path.join(serverDir, 'assets');
