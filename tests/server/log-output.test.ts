import { PassThrough } from 'node:stream';
import { startServer } from '../../server/start';
import { DEMO_OPERATOR_PASSWORD, DEMO_PASSWORD } from '../../server/db/seed';
import { demoBanner, loggerOptions, prettyLog } from '../../server/log-output';
import { freshDatabase } from './support/database';

describe('the log of whoever runs it', () => {
  it('is readable for a person at a terminal in development or demo, JSON in production or to a collector', () => {
    expect(prettyLog({ demo: true, env: {}, isTTY: true })).toBe(true);
    expect(prettyLog({ demo: false, env: { NODE_ENV: 'development' }, isTTY: true })).toBe(true);
    expect(prettyLog({ demo: false, env: {}, isTTY: true })).toBe(false);
    expect(prettyLog({ demo: true, env: {}, isTTY: false })).toBe(false);
    expect(prettyLog({ demo: true, env: { NODE_ENV: 'production' }, isTTY: true })).toBe(false);
  });

  it('`npm start` at a terminal: one readable line per event, no JSON and no demo password', async () => {
    const out = new PassThrough();
    let text = '';
    out.on('data', (chunk: Buffer) => (text += chunk.toString()));
    const logger = await loggerOptions('info', { demo: true, env: {}, isTTY: true }, out);
    const database = await freshDatabase();
    const server = await startServer(
      { dataDir: 'memory://', port: 0, host: '127.0.0.1', demo: true, scheduler: false, apiRateLimit: 0 },
      { database, logger },
    );
    await fetch(`${server.url}/healthz`);
    await vi.waitFor(() => expect(text).toContain('demo accounts'));
    await server.close();
    await database.close();
    const lines = text.trim().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.trimStart().startsWith('{')).toBe(false);
    expect(text).toContain('started in DEMO mode');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(DEMO_OPERATOR_PASSWORD);
  });

  it('in production writes JSON lines', async () => {
    expect(
      await loggerOptions('info', { demo: false, env: { NODE_ENV: 'production' }, isTTY: true }),
    ).not.toHaveProperty('stream');
  });

  it("gives the demo's passwords to the person at the terminal, in a banner", () => {
    const banner = demoBanner('http://localhost:8080');
    expect(banner).toContain(`demo / ${DEMO_PASSWORD}`);
    expect(banner).toContain('http://localhost:8080/admin');
    expect(Math.max(...banner.split('\n').map((line) => line.length))).toBeLessThanOrEqual(80);
  });
});
