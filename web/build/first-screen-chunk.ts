type ChunkingContext = {
  getModuleInfo(id: string): { code: string | null; importedIds: readonly string[] } | null;
};

// A file of re-exports only (a package's index): what the first screen takes from it was imported by name, and
// following all of its re-exports would put the whole package (every zod schema) in the first chunk.
const REEXPORTS_ONLY =
  /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"];?|import\s*['"][^'"]+['"];?)*$/;

/**
 * A code-splitting group that puts every module the first screen needs (the entry's static imports and the landing
 * screen's, not the screen itself) into one chunk. Left to itself the bundler cuts them into some fifty chunks by which
 * lazy screens share
 * them, and a phone on HTTP/1.1 fetches fifty files six at a time before it can draw anything. Later screens import
 * what they share with the first one from this chunk, which is loaded by then. `page`, the page's own script, when
 * it loads `entry` later: what it imports itself is left out.
 */
export function firstScreenChunk(name: string, entry: string, screens: string[], page?: string) {
  let members: Set<string> | null = null;
  const reachable = (ctx: ChunkingContext, roots: string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      const info = ctx.getModuleInfo(id);
      if (!info || (id.includes('/node_modules/') && REEXPORTS_ONLY.test(info.code ?? ''))) return;
      for (const imported of info.importedIds) visit(imported);
    };
    for (const root of roots) visit(root);
    return seen;
  };
  const collect = (ctx: ChunkingContext) => {
    const roots = [entry, ...screens];
    const seen = reachable(ctx, roots);
    // The entry and each screen keep a chunk of their own: the router still loads a screen by its chunk.
    for (const root of roots) seen.delete(root);
    // What the page's own script imports stays with it: the first screen's chunk is loaded only when the app starts.
    if (page) for (const id of reachable(ctx, [page])) seen.delete(id);
    return seen;
  };
  return {
    name: (id: string, ctx: ChunkingContext) => {
      members ??= collect(ctx);
      return members.has(id) ? name : null;
    },
  };
}
