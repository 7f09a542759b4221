// @vitest-environment node
import { pgToolConnection, toolFailure } from '../../../server/services/platform/pg-connection';

describe('how pg_dump and pg_restore reach the database', () => {
  it('names the database without its password, which goes in the environment', () => {
    const { dbname, env } = pgToolConnection('postgres://app:p%40ss%3Aw0rd@db.internal:5433/finance?sslmode=require');
    expect(dbname).toBe('--dbname=postgres://app@db.internal:5433/finance?sslmode=require');
    expect(dbname).not.toContain('w0rd');
    expect(env.PGPASSWORD).toBe('p@ss:w0rd');
  });

  it('leaves the environment alone when the address has no password', () => {
    const { dbname, env } = pgToolConnection('postgres://postgres@127.0.0.1:5432/postgres');
    expect(dbname).toBe('--dbname=postgres://postgres@127.0.0.1:5432/postgres');
    expect(env.PGPASSWORD).toBe(process.env.PGPASSWORD);
  });

  it('says what the tool said, or its exit code, never the command line', () => {
    expect(toolFailure({ stderr: ' pg_dump: error: connection refused \n', code: 1 })).toBe(
      'pg_dump: error: connection refused',
    );
    expect(toolFailure({ stderr: '', code: 1 })).toBe('exit code 1');
  });
});
