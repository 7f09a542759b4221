// @vitest-environment node
import { preloadDependencies } from '../../../scripts/vite/preload-deps';

// A bundle in miniature: the entry imports boot dynamically; boot imports the framework, a feature's page map and
// the API client dynamically; the page map imports two pages, which share the API client.
const bundle = {
  'entry.js': { type: 'chunk', isEntry: true, imports: ['runtime.js'], dynamicImports: ['boot.js'] },
  'runtime.js': { type: 'chunk' },
  'boot.js': { type: 'chunk', imports: ['framework.js', 'runtime.js'], dynamicImports: ['pages.js', 'api.js'] },
  'framework.js': { type: 'chunk' },
  'pages.js': { type: 'chunk', imports: ['runtime.js'], dynamicImports: ['page-a.js', 'page-b.js'] },
  'page-a.js': { type: 'chunk', imports: ['framework.js', 'api.js', 'shared.js'], dynamicImports: ['page-b.js'] },
  'page-b.js': { type: 'chunk', imports: ['framework.js', 'api.js'] },
  'api.js': { type: 'chunk', imports: ['framework.js'] },
  'shared.js': { type: 'chunk' },
  'boot.css': { type: 'asset' },
};

function listsOf() {
  const { plugin, resolveDependencies } = preloadDependencies();
  const generate = plugin.generateBundle as { handler: (options: unknown, output: unknown) => void };
  generate.handler({}, bundle);
  return (file: string, deps: string[], host: string) => resolveDependencies(file, deps, { hostId: host });
}

describe('the preload list beside a dynamic import', () => {
  it('leaves out what runs before any screen: the entry, boot and what they import', () => {
    const list = listsOf();
    expect(list('pages.js', ['pages.js', 'runtime.js'], 'boot.js')).toEqual(['pages.js']);
    const pageA = ['page-a.js', 'framework.js', 'runtime.js', 'api.js', 'shared.js'];
    expect(list('page-a.js', pageA, 'pages.js')).toEqual(['page-a.js', 'api.js', 'shared.js']);
  });

  it('leaves out what the importing chunk loaded with itself, and keeps what only some ways to it load', () => {
    const list = listsOf();
    // page-b is reached from the page map and from page-a: only page-a brings the API client with it
    expect(list('page-b.js', ['page-b.js', 'framework.js', 'api.js'], 'page-a.js')).toEqual(['page-b.js']);
    expect(list('page-b.js', ['page-b.js', 'framework.js', 'api.js'], 'pages.js')).toEqual(['page-b.js', 'api.js']);
  });

  it("keeps the whole list of the entry's own imports", () => {
    const list = listsOf();
    expect(list('boot.js', ['boot.js', 'framework.js'], 'entry.js')).toEqual(['boot.js', 'framework.js']);
  });
});
