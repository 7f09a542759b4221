import { appStorage } from '../storage/storage';

/** Whether a trade asks first: a choice of the member's on this device (/my/setting), on until turned off. */
const entry = (memberId: number) => `confirmTrades:${memberId}`;

export async function tradesAskFirst(memberId: number): Promise<boolean> {
  return (await appStorage.get<boolean>(entry(memberId))) !== false;
}

export function setTradesAskFirst(memberId: number, on: boolean): Promise<void> {
  return appStorage.set(entry(memberId), on, null);
}
