import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** libwebkit2gtk-4.1's own browser, which Debian's webkit2gtk-driver drives. */
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// MiniBrowser's toolbar holds its window at least 447 px wide; shrunk by this style sheet (GTK 3 reads it from
// $XDG_CONFIG_HOME/gtk-3.0/gtk.css) the window, and so the page, can be the phone's 375 px.
const NARROW_TOOLBAR =
  'headerbar, headerbar *, toolbar, toolbar *, entry, button { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 2px; }\n';

/** The W3C WebDriver key codes of the keys the tests press. */
const KEYS = { ArrowRight: '\uE014', Enter: '\uE007', Tab: '\uE004' } as const;
export type Key = keyof typeof KEYS;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** Xvfb on the first free display, which it names itself (-displayfd) once it accepts clients. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1024x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
  });
  const display = await new Promise<string>((resolve, reject) => {
    let said = '';
    xvfb.stdio[3]?.on('data', (data: Buffer) => {
      said += String(data);
      if (said.includes('\n')) resolve(`:${said.trim()}`);
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it named its display`)));
  });
  return { display, process: xvfb };
}

/**
 * A WebKitGTK MiniBrowser driven by WebKitWebDriver over the W3C WebDriver HTTP protocol, on its own Xvfb.
 * The few commands the cross-engine tests use are plain fetches: the WebdriverIO client pulls in downloaders
 * of other browsers' drivers, which this project never runs.
 */
export interface WebKitSession {
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown): Promise<T>;
  element(selector: string): Promise<string>;
  press(key: Key): Promise<void>;
  close(): Promise<void>;
}

export async function startWebKit(): Promise<WebKitSession> {
  const config = mkdtempSync(path.join(tmpdir(), 'webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR);
  const xvfb = await startXvfb();
  const port = await freePort();
  const driver = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    process.off('exit', stop);
    driver.kill();
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
  };
  // a worker that ends without closing the session (a crash, a time-out) leaves no X server or driver behind
  process.on('exit', stop);

  const send = async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + route, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${route}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  };
  try {
    // the driver listens a moment after it starts: asked until it answers (or the hook's time-out)
    for (;;) {
      const ready = await send<{ ready: boolean }>('GET', '/status').catch(() => ({ ready: false }));
      if (ready.ready) break;
      if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const session = await send<{ sessionId: string }>('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
        },
      },
    });
    const at = `/session/${session.sessionId}`;
    const command = <T>(method: 'GET' | 'POST' | 'DELETE', route: string, body?: unknown) =>
      send<T>(method, at + route, body ?? (method === 'POST' ? {} : undefined));
    return {
      command,
      element: async (selector) => {
        const reference = await command<Record<string, string>>('POST', '/element', {
          using: 'css selector',
          value: selector,
        });
        // the W3C element reference is the answer's one value
        return Object.values(reference)[0] ?? '';
      },
      press: (key) =>
        command('POST', '/actions', {
          actions: [
            {
              type: 'key',
              id: 'keyboard',
              actions: [
                { type: 'keyDown', value: KEYS[key] },
                { type: 'keyUp', value: KEYS[key] },
              ],
            },
          ],
        }).then(() => undefined),
      close: async () => {
        await command('DELETE', '').catch(() => undefined);
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}
