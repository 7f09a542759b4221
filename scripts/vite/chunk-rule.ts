import type { ChunkingContext } from 'rolldown';

/** Every module `from` reaches by static imports, itself included. */
function staticClosure(from: string, ctx: ChunkingContext): Set<string> {
  const reached = new Set<string>();
  const visit = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  visit(from);
  return reached;
}

/** Where each shell starts: the page's entry, the start-up code it loads, the member's API client (paths). */
export interface Shells {
  entry: string;
  startUp: string;
  member: string;
}

/**
 * The chunk rule (vite.config.ts): what the start-up code imports is `framework` (the start-up's own module stays
 * its chunk, what the page's entry imports stays the entry's); what the member's API client imports, and the
 * start-up does not, is `member`; everything else splits by need, one chunk for each set of screens that use it
 * (the bundler's default).
 */
export function chunkRule(shells: Shells) {
  let framework: Set<string> | undefined;
  let member: Set<string> | undefined;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!framework || !member) {
      // a shell moved or renamed would leave its chunk empty and the screens' code split by need: say so
      for (const shell of Object.values(shells)) {
        if (!ctx.getModuleInfo(shell)) throw new Error(`chunk rule: no module ${shell} (vite.config.ts names it)`);
      }
      const entry = staticClosure(shells.entry, ctx);
      const startUp = [...staticClosure(shells.startUp, ctx)].filter((each) => !entry.has(each));
      framework = new Set(startUp.filter((each) => each !== shells.startUp));
      // the bundler's own helpers (`\0…`, such as Vite's preload helper) are every screen's, not the member's
      const memberOnly = (each: string) => !startUp.includes(each) && !each.startsWith('\0');
      member = new Set([...staticClosure(shells.member, ctx)].filter(memberOnly));
    }
    if (framework.has(id)) return 'framework';
    if (member.has(id)) return 'member';
    // home's blocks are home's alone, and what keeps a member in control on every tab page (the break banner, the
    // reality check) goes together: one file each rather than a dozen of a few hundred bytes
    if (/[\\/]src[\\/]features[\\/]home[\\/](components|api)[\\/]/.test(id)) return 'home';
    return /[\\/]src[\\/](lib[\\/](reality-check|breaks)[\\/]|components[\\/](reality-check|break-banner)\.)/.test(id)
      ? 'member-control'
      : null;
  };
}
