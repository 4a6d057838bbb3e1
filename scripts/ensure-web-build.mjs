// Part of `npm start`: build the web app once if it has not been built yet, so a fresh clone needs
// only `npm install && npm start`. Rebuild explicitly with `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.info('[scola] The web app is not built yet; building it once…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(process.execPath, [vite, 'build', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
