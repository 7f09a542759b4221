import type { Command } from './args';
import { AUDIT_COMMANDS } from './audit-commands';
import { BACKUP_COMMANDS } from './backup-commands';
import { CONFIG_COMMANDS } from './config-commands';
import { CONTENT_COMMANDS } from './content-commands';
import { EXPORT_COMMANDS } from './export-commands';
import { MEMBER_COMMANDS } from './member-commands';
import { OPERATOR_COMMANDS } from './operator-commands';
import { REVIEW_COMMANDS } from './review-commands';

export { UsageError, type Command } from './args';

/** Every operator command by name, in the order `npm run admin -- help` lists them. */
export const COMMANDS: Record<string, Command> = {
  ...REVIEW_COMMANDS,
  ...CONTENT_COMMANDS,
  ...CONFIG_COMMANDS,
  ...MEMBER_COMMANDS,
  ...OPERATOR_COMMANDS,
  ...AUDIT_COMMANDS,
  ...EXPORT_COMMANDS,
  ...BACKUP_COMMANDS,
};
