/** The module graph as the bundler hands it to a code-splitting group's name function. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Per chunking pass (keyed by the entry's list of imports, which a pass reuses). */
const closures = new WeakMap<readonly string[], ReadonlySet<string>>();

/**
 * Whether a module is one of the app's sources that the entry imports, directly or through
 * other sources it imports statically: code every page runs, whatever the address. Modules of
 * packages are not followed, so the contract's index does not bring in every module it
 * re-exports (most of them go with the console's code). The entry itself is not counted.
 */
export function isFirstLoadSource(
  id: string,
  graph: ModuleGraph,
  entry: string,
  sources: string,
): boolean {
  const entryImports = graph.getModuleInfo(entry)?.importedIds;
  if (!entryImports) return false;
  let modules = closures.get(entryImports);
  if (!modules) {
    const found = new Set<string>();
    const pending = [...entryImports];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (found.has(next) || !next.startsWith(sources)) continue;
      found.add(next);
      pending.push(...(graph.getModuleInfo(next)?.importedIds ?? []));
    }
    modules = found;
    closures.set(entryImports, modules);
  }
  return id !== entry && modules.has(id);
}
