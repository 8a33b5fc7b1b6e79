import { resolve } from 'node:path'

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null }

/**
 * The code splitting group of the first load: every module of the web app the entry (`src/main.tsx`) reaches
 * by static imports, with what they import (React, the router, i18n, the query client, the domain helpers
 * the home page uses). Without it rolldown puts each module a lazy chunk shares with the entry into a common
 * chunk of its own: `/` made 22 script requests, and 15 small files compress worse than one (3 KB gzip more).
 * The entry module itself stays out, so the build's manifest still names its chunk as the entry (the size
 * check and the bench read it), its imports (React DOM) go in. Beyond the entry the walk stays inside the web app's own sources: a package's barrel (the domain's index) reaches modules the
 * entry does not use, which would pull the lazy pages' code (viem, zod) into the first load.
 */
export function firstLoadGroup(webRoot: string) {
  const entry = resolve(webRoot, 'src/main.tsx')
  const appSources = `${resolve(webRoot, 'src')}/`
  let reached: Set<string> | undefined
  const staticClosure = (graph: ModuleGraph) => {
    const seen = new Set<string>()
    const todo = [entry]
    for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
      if (seen.has(id)) continue
      seen.add(id)
      for (const next of graph.getModuleInfo(id)?.importedIds ?? [])
        if (id === entry || next.startsWith(appSources)) todo.push(next)
    }
    return seen
  }
  return {
    name: (id: string, graph: ModuleGraph) => {
      reached ??= staticClosure(graph)
      return id !== entry && reached.has(id) ? 'start' : null
    },
  }
}
