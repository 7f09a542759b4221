import { createDataClient, writeThrough, type DataPlugin } from '../../../../src/lib/query/data-client';
import { createQueryCache } from '../../../../src/lib/query/query-cache';

const ok = { ok: true as const, data: {} };

function clientWith(plugins: DataPlugin[]) {
  const cache = createQueryCache();
  const call = vi.fn(async () => ok);
  return createDataClient({ cache, call, invalidates: (name) => (name === 'order' ? ['balance'] : []), plugins });
}

describe('a data client', () => {
  it('runs nothing when created; start runs each plug-in once, stop ends them', () => {
    const ended = vi.fn();
    const plugin = vi.fn<DataPlugin>(() => ended);
    const client = clientWith([plugin]);
    expect(plugin).not.toHaveBeenCalled();
    client.start();
    client.start();
    expect(plugin).toHaveBeenCalledTimes(1);
    expect(plugin).toHaveBeenCalledWith(client);
    client.stop();
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('reads again what a successful write changes, before the write resolves; nothing after a refusal', async () => {
    const client = clientWith([]);
    const invalidate = vi.spyOn(client.cache, 'invalidate');
    await writeThrough(client, 'order', ok);
    expect(invalidate).toHaveBeenCalledWith('balance');
    invalidate.mockClear();
    await writeThrough(client, 'order', Promise.resolve({ ok: false as const, code: 400, msg: 'no' }));
    expect(invalidate).not.toHaveBeenCalled();
  });
});
