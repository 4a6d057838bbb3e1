import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { compileContent, type CompiledContent, type ContentFile } from './content/compile.ts';

export const CONTENT_MODULE_ID = 'virtual:scola/content';
const RESOLVED = `\0${CONTENT_MODULE_ID}`;

/** Every `.md` file under `dir`, with its path relative to it (`/`-separated). */
export function readContentFolder(dir: string): ContentFile[] {
  const files: ContentFile[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md'))
        files.push({ path: relative(dir, path).split(sep).join('/'), source: readFileSync(path, 'utf8') });
    }
  };
  walk(dir);
  return files;
}

/**
 * The content database (ADR 0052). `import { contentUrl } from 'virtual:scola/content'` gives the pages that read
 * it the address of `assets/content-<hash>.json`, which the build writes next to the other hashed assets (cached
 * for a year, precompressed); the file itself is fetched only when such a page opens. `vite dev` serves it from
 * memory and compiles the folder again on every change (a broken file is reported and the last good build stays).
 */
export function contentDb({ dir }: { dir: string }): Plugin {
  let compiled: CompiledContent | undefined;
  let base = '/';
  const compile = () => (compiled = compileContent(readContentFolder(dir)));
  const url = () => `${base}assets/${(compiled ?? compile()).fileName}`;

  const reload = (server: ViteDevServer, file: string) => {
    if (!file.startsWith(dir)) return;
    try {
      compile();
    } catch (error) {
      server.config.logger.error(`[content] ${(error as Error).message}`);
      return;
    }
    const module = server.moduleGraph.getModuleById(RESOLVED);
    if (module) server.moduleGraph.invalidateModule(module);
    server.ws.send({ type: 'full-reload' });
  };

  return {
    name: 'scola:content-db',
    configResolved(config) {
      base = config.base;
    },
    buildStart() {
      compile();
      for (const file of readContentFolder(dir)) this.addWatchFile(join(dir, file.path));
    },
    resolveId(id) {
      return id === CONTENT_MODULE_ID ? RESOLVED : undefined;
    },
    load(id) {
      return id === RESOLVED ? `export const contentUrl = ${JSON.stringify(url())};` : undefined;
    },
    generateBundle() {
      const { fileName, json } = compiled ?? compile();
      this.emitFile({ type: 'asset', fileName: `assets/${fileName}`, source: json });
    },
    configureServer(server) {
      server.watcher.add(dir);
      for (const event of ['add', 'change', 'unlink'] as const)
        server.watcher.on(event, (file: string) => reload(server, file));
      server.middlewares.use((request, response, next) => {
        if (!compiled || request.url?.split('?')[0] !== url()) return next();
        response.setHeader('content-type', 'application/json; charset=utf-8');
        response.setHeader('cache-control', 'no-cache');
        response.end(compiled.json);
      });
    },
  };
}
