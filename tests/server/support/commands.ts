import type { Db } from '../../../server/db/client';
import { COMMANDS } from '../../../server/cli/commands';

/** Runs an operator command (`npm run admin -- <argv>`) in-process on `db`: the lines it printed. */
export async function runCommand(db: Db, ...argv: string[]): Promise<string[]> {
  const [name, ...args] = argv;
  const lines: string[] = [];
  await COMMANDS[name!]!.run(db, args, (line) => lines.push(line));
  return lines;
}
