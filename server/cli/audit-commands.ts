import { verifyAuditChain } from '../services/operators/audit';
import { UsageError, type Command } from './args';

/** The audit log's own check: every row's hash and its link to the row before (services/operators/audit.ts). */
export const AUDIT_COMMANDS: Record<string, Command> = {
  'audit:verify': {
    args: '',
    help: 'check the audit log’s hash chain; prints the newest row’s hash, or the first row that was changed',
    async run(db, _args, out) {
      const report = await verifyAuditChain(db);
      if (report.unchained) out(`${report.unchained} rows written before the chain began (not verifiable)`);
      if (report.broken) {
        const why =
          report.broken.problem === 'changed'
            ? 'its content does not match its hash (changed after it was written)'
            : 'it does not link to the row before it (a row was removed or inserted)';
        throw new UsageError(
          `audit log broken at row #${report.broken.id}: ${why}; ${report.rows} rows before it verified`,
        );
      }
      out(`audit log intact: ${report.rows} rows verified`);
      if (report.head) out(`newest row #${report.head.id}, hash ${report.head.hash}`);
    },
  },
};
