import { atom } from 'jotai';
import type { Language } from '../../contract/messages';
import { appStorage } from './storage/storage';
import { appStore } from './store';

/** Which colour a rise is shown in: red in Chinese-speaking markets, green in English-speaking ones. */
export type UpColour = 'red' | 'green';
export const UP_COLOURS = ['red', 'green'] as const satisfies readonly UpColour[];
const isUpColour = (value: unknown): value is UpColour => value === 'red' || value === 'green';

const CHOICE_KEY = 'upColour';
/** The member's choice on this device (/my/setting), or null: the language decides. */
let choice: UpColour | null = null;
let language: Language | null = null;

export const defaultUpColour = (of: Language): UpColour => (of === 'en' ? 'green' : 'red');

/** The colour of a rise on screen now; the charts draw with it (their canvas reads no CSS on its own). */
export const upColourAtom = atom<UpColour>('green');

function apply() {
  const colour = choice ?? defaultUpColour(language ?? 'zh-Hant');
  document.documentElement.dataset.up = colour;
  appStore.set(upColourAtom, colour);
}

/** Reads the stored choice (before the first paint, beside the language). */
export async function loadUpColourChoice(): Promise<void> {
  const stored = await appStorage.get<unknown>(CHOICE_KEY).catch(() => null);
  choice = isUpColour(stored) ? stored : null;
}

/** The language changed: without a choice of the member's, the colour follows it. */
export function followLanguage(next: Language): void {
  language = next;
  apply();
}

/** The member's choice; kept without expiry, like the language. */
export async function chooseUpColour(colour: UpColour): Promise<void> {
  choice = colour;
  apply();
  await appStorage.set(CHOICE_KEY, colour, null);
}
