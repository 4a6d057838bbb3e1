import { describe, expect, it } from 'vitest';
import { configVariables } from '../apps/api/src/config/env';
import { readmeWithConfigTable, readReadme } from './config-table';

describe('README configuration table', () => {
  it('lists every variable the API reads, as `npm run docs:config` writes it', () => {
    const readme = readReadme();
    expect(readme).toBe(readmeWithConfigTable(readme));
    for (const variable of configVariables) expect(readme).toContain(`| \`${variable.name}\` |`);
  });
});
