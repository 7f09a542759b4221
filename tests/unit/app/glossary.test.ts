// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { Language } from '../../../contract/messages';
import { simplifier } from '../../../server/services/content/simplified';

/**
 * Every text a member or an operator reads, held to docs/glossary.md: a term's refused spelling fails with the
 * text's place (file and key) and the term.
 */
const ROOT = path.resolve(__dirname, '../../..');
const LANGUAGES: readonly Language[] = ['zh-Hant', 'zh-Hans', 'en'];

export interface Term {
  term: string;
  preferred: Record<Language, string[]>;
  refused: Record<Language, string[]>;
}

/** The glossary's table: one row a term. */
export function readGlossary(markdown: string): Term[] {
  const rows = markdown.split('\n').filter((line) => line.startsWith('|'));
  return rows.slice(2).map((row) => {
    const [term, hant, hans, en, , refusedCell] = row
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    const forms = (cell = '') =>
      cell
        .split(/[/,]/)
        .map((form) => form.trim())
        .filter(Boolean);
    const refused: Record<Language, string[]> = { 'zh-Hant': [], 'zh-Hans': [], en: [] };
    for (const part of (refusedCell ?? '').split('·')) {
      const match = /^\s*(zh-Hant|zh-Hans|en):\s*(.+)$/.exec(part);
      if (match) refused[match[1] as Language] = forms(match[2]);
    }
    return { term: term!, preferred: { 'zh-Hant': forms(hant), 'zh-Hans': forms(hans), en: forms(en) }, refused };
  });
}

export interface Text {
  /** file and key, or file and line */
  at: string;
  language: Language;
  text: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** English whole words, any case; Chinese anywhere. */
const pattern = (word: string, language: Language) =>
  language === 'en' ? new RegExp(`(?<![\\w-])${escape(word)}(?![\\w-])`, 'gi') : new RegExp(escape(word), 'g');

/** "at: term (refused)" for each refused spelling in `texts`. */
export function offences(texts: readonly Text[], glossary: readonly Term[]): string[] {
  return texts.flatMap(({ at, language, text }) => {
    const plain = text.replace(/\{\{[^}]*\}\}|\{[a-zA-Z]+\}|<[^>]+>/g, ' ');
    return glossary.flatMap(({ term, preferred, refused }) => {
      // the term's own spellings first: "fixed-term deposit" holds the refused "term deposit"
      const rest = preferred[language].reduce((left, form) => left.replace(pattern(form, language), ' '), plain);
      return refused[language]
        .filter((variant) => pattern(variant, language).test(rest))
        .map((variant) => `${at}: ${term} (${variant})`);
    });
  });
}

function flatten(value: unknown, prefix: string): [string, string][] {
  if (typeof value === 'string') return [[prefix, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
}

/** The app's catalogs: locales/<language>/<namespace>.json, each text by namespace and key. */
function appTexts(): Text[] {
  const dir = path.join(ROOT, 'src/lib/i18n/locales');
  return LANGUAGES.flatMap((language) =>
    readdirSync(path.join(dir, language)).flatMap((file) => {
      const catalog: unknown = JSON.parse(readFileSync(path.join(dir, language, file), 'utf8'));
      return flatten(catalog, '').map(([at, text]) => ({
        at: `app ${language} ${file.replace('.json', ':')}${at}`,
        language,
        text,
      }));
    }),
  );
}

const LANGUAGE_NAMES: Record<string, Language> = {
  'zh-Hant': 'zh-Hant',
  zhHant: 'zh-Hant',
  'zh-Hans': 'zh-Hans',
  zhHans: 'zh-Hans',
  en: 'en',
};
/** as the server converts what is written in zh-Hant only */
const toSimplified = await simplifier();

/**
 * The texts of a TypeScript source by the language they are written in: the whole file's (the console's catalogs,
 * named by language) or those under a property or a constant named after one (`'zh-Hant': …`, `const zhHans =`).
 * A zh-Hant text with no zh-Hans beside it is read in zh-Hans too, converted as the server converts it.
 */
export function sourceTexts(file: string, source: string, fileLanguage?: Language): Text[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: Text[] = [];
  const nameOf = (node: ts.Node) =>
    (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
    (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
      ? node.name.text
      : undefined;
  const visit = (node: ts.Node, language: Language | undefined, keys: string[], convert: boolean) => {
    const name = nameOf(node);
    // a property's name is no text: only its value is read
    if (ts.isPropertyAssignment(node) && ts.isStringLiteral(node.name)) {
      const named = LANGUAGE_NAMES[node.name.text];
      const path = named ? keys : [...keys, node.name.text];
      visit(node.initializer, named ?? language, path, convert);
      return;
    }
    const named = name === undefined ? undefined : LANGUAGE_NAMES[name];
    const here = named ?? language;
    const path = name === undefined || named ? keys : [...keys, name];
    if (
      here &&
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node))
    ) {
      const text = ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ')
        : node.text;
      const line = tree.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      const at = `${file}:${line} ${path.join('.')}`.trim();
      found.push({ at, language: here, text });
      if (convert && here === 'zh-Hant')
        found.push({ at: `${at} (converted)`, language: 'zh-Hans', text: toSimplified(text) });
      return;
    }
    // an object with zh-Hant and no zh-Hans: the server converts it (server/services/content/localized.ts)
    const converts =
      ts.isObjectLiteralExpression(node) &&
      node.properties.some((property) => nameOf(property) === 'zh-Hant') &&
      !node.properties.some((property) => nameOf(property) === 'zh-Hans');
    ts.forEachChild(node, (child) => visit(child, here, path, convert || converts));
  };
  visit(tree, fileLanguage, [], false);
  return found;
}

function tsFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : tsFiles(relative);
    return entry.name.endsWith('.ts') ? [relative] : [];
  });
}

/** The console's catalogs, the server's messages and what it seeds and writes, and the contract's messages. */
function sourceTextsEverywhere(): Text[] {
  const consoleCatalogs = LANGUAGES.map((language) => [`src/admin/i18n/${language}.ts`, language] as const);
  const others = [...tsFiles('server'), ...tsFiles('contract')].map((file) => [file, undefined] as const);
  return [...consoleCatalogs, ...others].flatMap(([file, language]) =>
    sourceTexts(file, readFileSync(path.join(ROOT, file), 'utf8'), language),
  );
}

const glossary = readGlossary(readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8'));

describe('glossary', () => {
  it('reads the table: each term with its spellings and refused variants', () => {
    const signIn = glossary.find((term) => term.term === 'sign in');
    expect(signIn?.preferred['zh-Hant']).toEqual(['登入']);
    expect(signIn?.refused.en).toContain('log in');
    expect(glossary.length).toBeGreaterThan(20);
  });

  it('fails on a refused spelling with the key and the term', () => {
    const texts: Text[] = [
      { at: 'app en auth:login.submit', language: 'en', text: 'Log in' },
      { at: 'app en term:title', language: 'en', text: 'Fixed-term deposits and {{count}} more' },
      { at: 'app zh-Hant account:ledger', language: 'zh-Hant', text: '賬變記錄' },
      { at: 'app zh-Hans records:title', language: 'zh-Hans', text: '出金纪录' },
    ];
    expect(offences(texts, glossary)).toEqual([
      'app en auth:login.submit: sign in (log in)',
      'app zh-Hant account:ledger: account, ledger, transfer, credited (帳) (賬)',
      'app zh-Hans records:title: record (纪录)',
    ]);
  });

  it('finds the texts of a source by language, and what the server converts', () => {
    const source = `const zhHant = { token: '請重新登入' };
      const seed = { title: { 'zh-Hant': '轉帳', en: 'Transfer' } };`;
    expect(sourceTexts('x.ts', source)).toEqual([
      { at: 'x.ts:1 token', language: 'zh-Hant', text: '請重新登入' },
      { at: 'x.ts:2 seed.title', language: 'zh-Hant', text: '轉帳' },
      { at: 'x.ts:2 seed.title (converted)', language: 'zh-Hans', text: '转账' },
      { at: 'x.ts:2 seed.title', language: 'en', text: 'Transfer' },
    ]);
  });

  // parses every server source: seconds on a loaded machine
  it('holds every catalog of both apps, the server messages and the seeded content to it', { timeout: 30_000 }, () => {
    const texts = [...appTexts(), ...sourceTextsEverywhere()];
    expect(texts.length).toBeGreaterThan(1500);
    expect(offences(texts, glossary)).toEqual([]);
  });
});
