/**
 * Builds the API server to plain JavaScript in dist-server/ (`npm run build`), so production runs it with
 * `node` and needs no TypeScript runtime: one ESM bundle per entry, npm packages left as imports, the
 * migrations and assets copied beside it (server/paths.ts finds them there).
 */
import { cp, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const out = 'dist-server';
await rm(out, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts', 'server/admin.ts', 'server/migrate.ts'],
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/db/migrations', `${out}/db/migrations`, { recursive: true });
await cp('server/assets', `${out}/assets`, { recursive: true });
console.log(`server built to ${out}/`);
