import { createStore, get } from 'idb-keyval';
import { forgetKeptReads } from '../../../../src/lib/query/forget-kept-reads';
import { createKeptReads, MAX_KEPT, MAX_KEPT_CHARS } from '../../../../src/lib/query/kept-reads';
import { createStorage } from '../../../../src/lib/storage/storage';

let stores = 0;
/** The app's storage over a fresh IndexedDB database (fake-indexeddb), so tests never share entries. */
function freshStorage() {
  stores += 1;
  const store = createStore(`kept-reads-test-${stores}`, 'keyval');
  return { store, storage: createStorage({ key: 'test-key', store }) };
}
const keyOf = (call: string, member: number) => JSON.stringify([call, {}, 'zh-Hant', member]);

describe('kept answers', () => {
  it('are kept encrypted under their read key and read back', async () => {
    const { store, storage } = freshStorage();
    const kept = createKeptReads(storage);
    await kept.keep({ [keyOf('rooms', 7)]: { data: [{ name: 'Gold room' }], updatedAt: 1000 } });
    expect(await kept.all()).toEqual({ [keyOf('rooms', 7)]: { data: [{ name: 'Gold room' }], updatedAt: 1000 } });
    const raw = await get<string>('app:reads', store);
    expect(typeof raw).toBe('string');
    expect(raw).not.toContain('Gold room');
  });

  it('replace a key’s earlier answer and keep the others', async () => {
    const { storage } = freshStorage();
    const kept = createKeptReads(storage);
    await kept.keep({
      [keyOf('rooms', 7)]: { data: 'old', updatedAt: 1 },
      [keyOf('markets', 7)]: { data: 'm', updatedAt: 1 },
    });
    await kept.keep({ [keyOf('rooms', 7)]: { data: 'new', updatedAt: 2 } });
    expect(await kept.all()).toEqual({
      [keyOf('markets', 7)]: { data: 'm', updatedAt: 1 },
      [keyOf('rooms', 7)]: { data: 'new', updatedAt: 2 },
    });
  });

  it('are bounded: the oldest go past MAX_KEPT, and an answer too long is not kept', async () => {
    const { storage } = freshStorage();
    const kept = createKeptReads(storage);
    for (let n = 0; n < MAX_KEPT + 3; n += 1) await kept.keep({ [keyOf(`call${n}`, 7)]: { data: n, updatedAt: n } });
    await kept.keep({ [keyOf('huge', 7)]: { data: 'x'.repeat(MAX_KEPT_CHARS + 1), updatedAt: 99 } });
    const keys = Object.keys(await kept.all());
    expect(keys).toHaveLength(MAX_KEPT);
    expect(keys).not.toContain(keyOf('call0', 7));
    expect(keys).toContain(keyOf(`call${MAX_KEPT + 2}`, 7));
    expect(keys).not.toContain(keyOf('huge', 7));
  });

  it('are all forgotten at once (the session does it at every sign-in and sign-out)', async () => {
    const { store, storage } = freshStorage();
    const kept = createKeptReads(storage);
    await kept.keep({ [keyOf('rooms', 7)]: { data: 'r', updatedAt: 1 } });
    await forgetKeptReads(storage);
    expect(await kept.all()).toEqual({});
    expect(await get('app:reads', store)).toBeUndefined();
  });
});
