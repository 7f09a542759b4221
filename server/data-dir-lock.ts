import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * PGlite is a single-process database: two processes on one directory corrupt it. The server holds
 * `<DATA_DIR>/server.pid` while it runs, and the admin command refuses to open a directory that a
 * live process holds.
 */
const lockFile = (dataDir: string) => path.join(dataDir, 'server.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid of a live process holding the directory, if any. */
export async function dataDirHolder(dataDir: string): Promise<number | undefined> {
  if (dataDir === 'memory://') return undefined;
  const pid = Number(await readFile(lockFile(dataDir), 'utf8').catch(() => ''));
  return pid > 0 && pid !== process.pid && alive(pid) ? pid : undefined;
}

export async function holdDataDir(dataDir: string): Promise<() => Promise<void>> {
  if (dataDir === 'memory://') return async () => {};
  const holder = await dataDirHolder(dataDir);
  if (holder)
    throw new Error(`DATA_DIR ${dataDir} is in use by process ${holder}; PGlite allows one process at a time`);
  await mkdir(dataDir, { recursive: true });
  await writeFile(lockFile(dataDir), String(process.pid));
  return () => rm(lockFile(dataDir), { force: true });
}
