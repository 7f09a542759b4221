import { harness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await harness();
});
afterAll(() => h.close());

const REF = /^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;

describe('record references', () => {
  it('names each record by a reference that reveals no count, the same on every read, and the order its room', async () => {
    const m = await h.member();
    await h.fund(m.id, 1000_00);
    const recharge = await h.call(
      'recharge',
      { method: 'bankcard', amount: '50', reference: 'R1' },
      { token: m.token },
    );
    const recharges = await h.call('recharges', {}, { token: m.token });
    const [listed] = recharges.data.data;
    expect(listed?.id).toBe(recharge.data.id);
    expect(listed?.ref).toMatch(REF);
    const second = await h.call('recharge', { method: 'bankcard', amount: '60', reference: 'R2' }, { token: m.token });
    const [next] = (await h.call('recharges', { id: second.data.id }, { token: m.token })).data.data;
    expect(next?.ref).toMatch(REF);
    expect(next?.ref).not.toBe(listed?.ref);
    expect((await h.call('recharges', { id: recharge.data.id }, { token: m.token })).data.data[0]?.ref).toBe(
      listed?.ref,
    );

    await h.tick();
    const room = await h.call('room', { id: 1 }, { token: m.token, lang: 'en' });
    const order = { roomId: 1, issueNo: room.data.period.issueNo, direction: 'up', amount: '10' } as const;
    const placed = await h.call('order', order, { token: m.token, lang: 'en' });
    expect(placed.data.ref).toMatch(REF);
    expect(placed.data.roomName).toBe(room.data.room.name);
    const [zh] = (await h.call('orders', {}, { token: m.token, lang: 'zh-Hant' })).data.data;
    expect(zh?.ref).toBe(placed.data.ref);
    expect(zh?.roomName).not.toBe(placed.data.roomName);
    expect(zh?.roomName).toMatch(/[\u4e00-\u9fff]/);

    // a bill names the record it came from by that record's reference; two kinds never share one
    const bill = (await h.call('bills', { kind: 'order' }, { token: m.token })).data.data[0]!;
    expect(bill.ref).toMatch(REF);
    expect(bill.sourceRef).toBe(placed.data.ref);
    expect(bill.ref).not.toBe(placed.data.ref);
  });
});
