import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStaleBuild, manifestOf } from '../../scripts/benchBuild.ts';

// The bench measures a dist/ only when it is newer than every source it is made from: a stale one
// measured the pages of an older build (a route added since answered 404, and was "fast").

function tree(sourceAge: number, buildAge: number): string {
  const root = mkdtempSync(path.join(tmpdir(), 'bench-build-'));
  mkdirSync(path.join(root, 'src/views'), { recursive: true });
  mkdirSync(path.join(root, 'dist/.vite'), { recursive: true });
  const source = path.join(root, 'src/views/Page.tsx');
  writeFileSync(source, 'export {}');
  writeFileSync(manifestOf(path.join(root, 'dist')), '{}');
  const now = Date.now() / 1000;
  for (const dir of [path.join(root, 'src'), path.join(root, 'src/views')]) utimesSync(dir, now - 1000, now - 1000);
  utimesSync(source, now - sourceAge, now - sourceAge);
  utimesSync(manifestOf(path.join(root, 'dist')), now - buildAge, now - buildAge);
  return root;
}

describe('isStaleBuild', () => {
  it('a build older than a source is stale; one newer than every source is not', () => {
    const fresh = tree(100, 10);
    expect(isStaleBuild(fresh, path.join(fresh, 'dist'))).toBe(false);
    const stale = tree(10, 100);
    expect(isStaleBuild(stale, path.join(stale, 'dist'))).toBe(true);
  });
});
