import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBaseDeclarations } from '../../../generators/lib/baseDeclarations';

/**
 * `npm run schemas:check -- --base <ref>` on a throwaway git repository holding one real
 * declaration: a commit is the base, the working tree the change, as on a product person's machine.
 */
// The rows change a real declaration deep inside; typing them would only restate the meta-schema.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = Record<string, any>;
const ZONES = readFileSync('schemas/events/event-zones.json', 'utf8');
let repo: string;
const schemas = (): string => join(repo, 'schemas');
const git = (...args: string[]): string =>
  execFileSync('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args], { cwd: repo, encoding: 'utf8' });
const write = (change: (d: Loose) => void = () => {}): void => {
  const d = JSON.parse(ZONES);
  change(d);
  writeFileSync(join(schemas(), 'events/event-zones.json'), JSON.stringify(d, null, 2));
};
/** Renames zone_capacity to zone_seats everywhere the declaration names it. */
const renameCapacity = (d: Loose): void => Object.assign(d, JSON.parse(JSON.stringify(d).replaceAll('zone_capacity', 'zone_seats')));
const check = (...args: string[]): { status: number | null; out: string } => {
  const run = spawnSync('npx', ['tsx', 'generators/check-schemas.ts', schemas(), join(repo, 'seeds'), ...args], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
};

beforeEach(() => {
  repo = mkdtempSync(join(tmpdir(), 'schemas-base-'));
  mkdirSync(join(repo, 'schemas/events'), { recursive: true });
  mkdirSync(join(repo, 'seeds'));
  git('init', '-q');
  write();
  git('add', '.');
  git('commit', '-q', '-m', 'base');
});
afterEach(() => rmSync(repo, { recursive: true, force: true }));

describe('the base declarations', () => {
  it('are read from the commit, not from the working tree', () => {
    write((d) => (d.id = 'changed_id'));
    const base = readBaseDeclarations(schemas(), 'HEAD');
    expect(base.ok && base.declarations.map((d) => [d.kind, d.id])).toEqual([['event-zones', 'zone_id']]);
    expect(base.ok && base.files.get('event-zones')).toBe('schemas/events/event-zones.json');
  });

  it.each([
    ['an unknown ref', 'no-such-branch', 'git knows no commit "no-such-branch"'],
    ['a directory outside git', '', 'is not inside a git checkout'],
  ])('are not read for %s, saying why', (_sentence, ref, reason) => {
    const dir = ref ? schemas() : mkdtempSync(join(tmpdir(), 'no-git-'));
    const base = readBaseDeclarations(dir, ref || 'HEAD');
    expect(base).toEqual({ ok: false, reason: expect.stringContaining(reason) });
    if (!ref) rmSync(dir, { recursive: true });
  });
});

describe('npm run schemas:check --base', { timeout: 60_000 }, () => {
  it('passes with no change since the base', () => {
    expect(check('--base', 'HEAD')).toEqual({ status: 0, out: expect.stringContaining('No declaration changed since HEAD.') });
  });

  it('fails a rename without x-renamedFrom, naming x-renamedFrom, and passes it with', () => {
    write(renameCapacity);
    const failed = check('--base', 'HEAD');
    expect(failed.status).toBe(1);
    expect(failed.out).toContain(
      'events/event-zones.json #/schema: breaking change: event-zones field "zone_capacity": was removed; declare "x-renamedFrom": "zone_capacity" on the field that replaces it ("zone_seats"?)',
    );
    write((d) => (renameCapacity(d), (d.schema.properties.zone_seats['x-renamedFrom'] = 'zone_capacity')));
    const passed = check('--base', 'HEAD');
    expect(passed.out).toContain(
      'breaking, migrated: event-zones field "zone_seats": renamed from "zone_capacity", carried across by "x-renamedFrom"',
    );
    expect(passed.status).toBe(0);
  });

  it('lists an additive change and passes', () => {
    write((d) => (d.schema.properties.zone_note = { type: 'string', title: 'Note' }));
    expect(check('--base', 'HEAD')).toEqual({
      status: 0,
      out: expect.stringContaining('additive: event-zones field "zone_note": added, optional'),
    });
  });

  it('fails when the named base is unknown, naming it', () => {
    expect(check('--base', 'origin/nowhere')).toEqual({
      status: 1,
      out: expect.stringContaining('cannot compare with --base origin/nowhere'),
    });
  });
});
