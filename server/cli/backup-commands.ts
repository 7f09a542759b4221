import { need, UsageError, type Command } from './args';
import { BackupError, takeBackup } from '../services/platform/backups';
import { exportToPostgres } from './export-to-postgres';

const usageOf = (error: unknown) => (error instanceof BackupError ? new UsageError(error.message) : error);

/** Backups: taken by the database's holder (the server, through its control socket, when one runs). */
export const BACKUP_COMMANDS: Record<string, Command> = {
  backup: {
    args: '<file>',
    help: 'back the database up into <file> while the server runs (PGlite: a .tar.gz of the data; PostgreSQL: pg_dump -Fc), verified by opening it',
    async run(db, args, out) {
      const [file] = need(args, 1, 'backup <file>');
      const bytes = await takeBackup(db, file!).catch((error: unknown) => {
        throw usageOf(error);
      });
      out(`backup written and verified: ${file} (${bytes} bytes)`);
    },
  },
  'export-to-postgres': {
    args: '<postgres://…>',
    help: 'copy this PGlite database into an empty PostgreSQL database, in one transaction, checked by reconciling the ledger',
    async run(db, args, out) {
      const [url] = need(args, 1, 'export-to-postgres <postgres://…>');
      await exportToPostgres(db, url!, out);
    },
  },
  restore: {
    args: '<file> [--data-dir <dir>]',
    help: "restore a backup into a stopped server's DATA_DIR (or --data-dir, a new one; the old one is kept aside) or into an empty DATABASE_URL",
    run() {
      // admin.ts runs it before opening any database: it replaces the database
      throw new UsageError('restore replaces the database: run it with `npm run admin`, never inside a server');
    },
  },
};
