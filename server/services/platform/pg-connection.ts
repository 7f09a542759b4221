/**
 * How a PostgreSQL client tool (pg_dump, pg_restore) reaches the database of `url`: its address as
 * `--dbname` without the password, which goes in the tool's environment instead, since every user of the
 * machine can read a process's arguments, and a failure's message repeats them.
 */
export function pgToolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = '';
  return {
    dbname: `--dbname=${address.toString()}`,
    env: password ? { ...process.env, PGPASSWORD: password } : process.env,
  };
}

/** What a failed tool said: its own error output, or its exit code (never the command line, which names the database). */
export function toolFailure(error: { stderr?: string; code?: number | string }): string {
  return error.stderr?.trim() || `exit code ${error.code}`;
}
