/**
 * OpenCC turns Taiwan's 帳 into 帐 (a tent's character in mainland use), so 轉帳 came out 转帐: the glossary
 * (docs/glossary.md) spells these words with 账.
 */
const ACCOUNT_WORDS: [RegExp, string][] = [[/帐(?=[号户变单款目])|(?<=[转到对记查入出算])帐/g, '账']];

let converter: Promise<(text: string) => string> | undefined;

/** Traditional (Taiwan phrases) → simplified (mainland) Chinese with OpenCC, spelt as the glossary says; the dictionaries load on first use. */
export function simplifier(): Promise<(text: string) => string> {
  converter ??= import('opencc-js/t2cn').then(({ Converter }) => {
    const convert = Converter({ from: 'twp', to: 'cn' });
    return (text: string) => ACCOUNT_WORDS.reduce((done, [word, spelt]) => done.replace(word, spelt), convert(text));
  });
  return converter;
}
