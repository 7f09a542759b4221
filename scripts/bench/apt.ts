import { execFileSync } from 'node:child_process';

/**
 * Installs one of Debian's packages the bench needs when it is missing (PostgreSQL, wrk, openssl), as the test
 * command does chromium: as root, asking apt-get again after an update when its lists are stale.
 */
export function aptInstall(pkg: string): void {
  if (process.getuid?.() !== 0) throw new Error(`${pkg} is not installed: sudo apt-get install -y ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  try {
    execFileSync('apt-get', ['install', '-y', '-q', pkg], { stdio: 'inherit', env });
  } catch {
    execFileSync('apt-get', ['update', '-q'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-q', pkg], { stdio: 'inherit', env });
  }
}
