import { EXPORT_KINDS, exportBody } from '../../contract/exports';
import { ApiError } from '../errors';
import { COMMAND_ACTOR } from '../services/operators/audit';
import { exportLines, startExport } from '../services/operators/exports/exports';
import { timeZone } from '../settings';
import { UsageError, type Command } from './args';

const USAGE = `export <${EXPORT_KINDS.join('|')}> --from YYYY-MM-DD --to YYYY-MM-DD [--account <account>]`;

/** `--name value` or `--name=value` options. */
function options(args: string[]): Record<string, string> {
  const found: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const match = /^--(from|to|account)(?:=(.*))?$/.exec(args[i]!);
    if (!match) throw new UsageError(`usage: ${USAGE}`);
    found[match[1]!] = match[2] ?? args[++i] ?? '';
  }
  return found;
}

/** The console's exports as CSV on standard output (`> file.csv`), audited as the command's. */
export const EXPORT_COMMANDS: Record<string, Command> = {
  export: {
    args: `<kind> --from <day> --to <day> [--account <account>]`,
    help: `CSV (UTF-8 with BOM) of ${EXPORT_KINDS.join(', ')} over days in TIME_ZONE, both included`,
    async run(db, args, out) {
      const [kind, ...rest] = args;
      const parsed = exportBody.safeParse({ kind, ...options(rest) });
      if (!parsed.success) throw new UsageError(`usage: ${USAGE}`);
      let memberId: number | null;
      try {
        memberId = await startExport(db, COMMAND_ACTOR, parsed.data, new Date());
      } catch (error) {
        if (error instanceof ApiError) throw new UsageError(`no member ${parsed.data.account}`);
        throw error;
      }
      const zone = timeZone(process.env.TIME_ZONE || 'Asia/Taipei');
      // each line as RFC 4180 ends it (CRLF): the output adds the LF
      for await (const chunk of exportLines(db, zone, parsed.data, memberId)) {
        for (const line of chunk.split('\n')) if (line) out(line);
      }
    },
  },
};
