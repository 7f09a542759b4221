/** jsdom ships no types and @types/jsdom is not installed; the sanitizer needs only this much. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
