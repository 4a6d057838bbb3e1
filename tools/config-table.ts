import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { configVariables } from '../apps/api/src/config/env';

const readmePath = fileURLToPath(new URL('../README.md', import.meta.url));
const start = '<!-- config-table:start -->';
const end = '<!-- config-table:end -->';

/** The README's configuration table, written from the API's own list of variables so the two cannot drift. */
export function renderConfigTable(): string {
  const rows = configVariables.map(
    (variable) =>
      `| \`${variable.name}\` | ${variable.default === undefined ? 'unset' : `\`${variable.default}\``} | ${variable.description} |`,
  );
  return ['| variable | default | meaning |', '|---|---|---|', ...rows].join('\n');
}

export function readmeWithConfigTable(readme: string): string {
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md lacks the ${start} … ${end} markers`);
  return `${readme.slice(0, from + start.length)}\n${renderConfigTable()}\n${readme.slice(to)}`;
}

export function readReadme(): string {
  return readFileSync(readmePath, 'utf8');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(readmePath, readmeWithConfigTable(readReadme()));
  console.info('README.md configuration table updated.');
}
