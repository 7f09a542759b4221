// Tests of pure functions run in node (their `// @vitest-environment node` docblock) and need none of the DOM's setup.
if (typeof document !== 'undefined') await import('./setup-dom');

export {};
