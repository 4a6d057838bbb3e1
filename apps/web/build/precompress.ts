import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PrecompressOptions {
  /** File extensions to compress (with the dot). */
  extensions?: readonly string[];
  /** Files smaller than this many bytes are left alone. */
  minBytes?: number;
}

const defaultExtensions = ['.js', '.mjs', '.css', '.svg', '.html', '.json', '.webmanifest', '.txt'];

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `.gz` (zlib gzip, level 9) and `.br` (brotli, quality 11) siblings of every matching file in `dir`. */
export async function precompressDir(dir: string, options: PrecompressOptions = {}): Promise<number> {
  const extensions = new Set(options.extensions ?? defaultExtensions);
  const minBytes = options.minBytes ?? 1024;
  let count = 0;
  for await (const file of walk(dir)) {
    if (!extensions.has(extname(file))) continue;
    if ((await stat(file)).size <= minBytes) continue;
    const source = await readFile(file);
    const [gz, br] = await Promise.all([
      gzipAsync(source, { level: 9 }),
      brotliAsync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ]);
    await Promise.all([writeFile(`${file}.gz`, gz), writeFile(`${file}.br`, br)]);
    count += 1;
  }
  return count;
}

/** Vite build plugin: precompresses the written bundle (and the copied public files) so the API can serve them. */
export function precompress(options: PrecompressOptions = {}): Plugin {
  let outDir = 'dist';
  return {
    name: 'scola:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const count = await precompressDir(outDir, options);
        this.info(`precompressed ${count} files (.gz, .br)`);
      },
    },
  };
}
