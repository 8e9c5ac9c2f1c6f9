import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The import directions of DESIGN.md §1, checked by running the real lint on a throw-away tree.
const root = resolve(import.meta.dirname, '..');
const work = mkdtempSync(join(tmpdir(), 'lint-probe-'));
cpSync(join(root, '.oxlintrc.json'), join(work, '.oxlintrc.json'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function lint(file: string, source: string): string {
  const path = join(work, file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, source);
  const bin = join(root, 'node_modules/.bin/oxlint');
  const run = spawnSync(bin, ['-c', '.oxlintrc.json', file], { cwd: work, encoding: 'utf8' });
  rmSync(path);
  return run.stdout + run.stderr;
}

const cases: Array<[string, string, boolean]> = [
  ['src/schemas/a.ts', "import { x } from '../services/http';", false],
  ['src/schemas/b.ts', "import { useState } from 'react';", false],
  ['src/schemas/c.ts', "import { Schema } from 'effect';", true],
  ['src/services/a.ts', "import { m } from '../machines/session';", false],
  ['src/services/b.ts', "import { v } from '../views/App';", false],
  ['src/services/c.ts', "import { s } from '../schemas/envelope';", true],
  ['src/machines/a.ts', "import { v } from '../views/App';", false],
  ['src/machines/b.ts', "import { Button } from '@mantine/core';", false],
  ['src/machines/c.ts', "import { api } from '../services/http';", true],
  ['src/views/a.tsx', "import { api } from '../services/http';", false],
  ['src/views/b.tsx', "import Cookies from 'js-cookie';", false],
  ['src/views/c.tsx', "import { guardRoute } from '../machines/routeGuard';", true],
  ['server/a.ts', "import { api } from '../src/services/http';", false],
  ['server/b.ts', "import { v } from '../src/views/App';", false],
  ['server/c.ts', "import { validate } from '../src/schemas/validate';", true],
];

describe('lint enforces the import directions', () => {
  for (const [file, source, allowed] of cases) {
    it(`${allowed ? 'allows' : 'refuses'} ${source} in ${file}`, () => {
      const out = lint(file, `${source}\nexport const probe = 1;\n`);
      if (allowed) expect(out).not.toContain('no-restricted-imports');
      else expect(out).toContain('no-restricted-imports');
    });
  }
});
