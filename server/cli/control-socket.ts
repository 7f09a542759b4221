import { createHash } from 'node:crypto';
import { lstat, mkdir, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Db } from '../db/client';
import { runCommand } from './run-command';

/**
 * PGlite allows one process per data directory, so while the server runs the operator command runs inside it:
 * the server listens on a Unix socket, the command sends its arguments as one JSON line and prints the lines
 * that come back. The socket is outside the data directory (PGlite's `dumpDataDir`, the backup, cannot copy a
 * socket file): in `<tmp>/finance-pwa-admin-<uid>/`, a directory only this user may open, named by the data
 * directory's path.
 */
const socketDir = () => path.join(os.tmpdir(), `finance-pwa-admin-${process.getuid?.() ?? 'user'}`);
export const socketPath = (dataDir: string) =>
  path.join(socketDir(), `${createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 32)}.sock`);

/** The socket's directory, refused unless it is this user's own and nobody else may open it. */
async function privateSocketDir(): Promise<void> {
  const dir = socketDir();
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stats = await lstat(dir);
  if (!stats.isDirectory() || (process.getuid && stats.uid !== process.getuid()) || (stats.mode & 0o077) !== 0)
    throw new Error(`${dir} must be a directory of this user's that nobody else may open (chmod 700)`);
}

type Printed = { out: string } | { err: string };
type Message = Printed | { exit: number };

export async function serveCommands(db: Db, dataDir: string): Promise<() => Promise<void>> {
  if (dataDir === 'memory://') return async () => {};
  const file = socketPath(dataDir);
  await privateSocketDir();
  await rm(file, { force: true });
  // where earlier versions put it: a socket file there would break every backup
  await rm(path.join(dataDir, 'admin.sock'), { force: true });
  const server: Server = createServer((socket) => {
    const send = (message: Message) => socket.write(`${JSON.stringify(message)}\n`);
    const lines = createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      let argv: string[];
      try {
        argv = (JSON.parse(line) as { argv: string[] }).argv.map(String);
      } catch {
        send({ err: 'malformed command' });
        socket.end(`${JSON.stringify({ exit: 1 })}\n`);
        return;
      }
      runCommand(db, argv, { out: (text) => send({ out: text }), err: (text) => send({ err: text }) })
        .catch((error: unknown) => {
          send({ err: error instanceof Error ? error.message : String(error) });
          return 1;
        })
        .then((exit) => socket.end(`${JSON.stringify({ exit })}\n`));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ path: file, readableAll: false, writableAll: false }, resolve);
  });
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  };
}

/** Runs a command inside the server holding `dataDir`; its exit code. */
export function sendCommand(dataDir: string, argv: string[], print: (message: Printed) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createConnection(socketPath(dataDir));
    let exit: number | undefined;
    socket.once('error', reject);
    socket.once('connect', () => socket.write(`${JSON.stringify({ argv })}\n`));
    const lines = createInterface({ input: socket });
    lines.on('error', reject);
    lines.on('line', (line) => {
      const message = JSON.parse(line) as Message;
      if ('exit' in message) exit = message.exit;
      else print(message);
    });
    socket.once('close', () =>
      exit === undefined ? reject(new Error('the server closed the command')) : resolve(exit),
    );
  });
}
