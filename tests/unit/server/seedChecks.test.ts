import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../../src/server/declarations';
import { checkSeeds } from '../../../src/server/seed/seedChecks';
import { readSeedFiles, type SeedFile } from '../../../src/server/seed/seedFiles';

const registry = loadDeclarations();
const zone = { zone_name: 'Main Stage', zone_capacity: 100 };
const file = (kind: string, json: unknown): SeedFile => ({ file: `seeds/${kind}.json`, kind, json });

describe('the demo data of seeds/', () => {
  it('fits the declarations, every file named after a declared kind', () => {
    expect(checkSeeds(registry, readSeedFiles())).toEqual([]);
  });

  it('lives apart from the declarations: no declaration carries demo records', () => {
    for (const decl of registry.all()) expect(Object.keys(decl)).not.toContain('seed');
  });

  it('never reaches the console: no console or shared module reads seeds/', () => {
    const readers = ['src/console', 'src/shared'].flatMap((dir) =>
      readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name))
        .map((e) => join(e.parentPath, e.name))
        .filter((f) => /seeds\/|seedFiles|seedSamples/.test(readFileSync(f, 'utf8'))),
    );
    expect(readers).toEqual([]);
  });
});

describe('checkSeeds refuses', () => {
  it.each([
    [
      'a record not fitting its schema',
      file('event-zones', [{ ...zone, zone_capacity: 0 }]),
      { pointer: '#/0/zone_capacity', reason: 'must be >= 1' },
    ],
    [
      'a record missing a required field',
      file('event-zones', [{ zone_capacity: 5 }]),
      { pointer: '#/0', reason: "must have required property 'zone_name'" },
    ],
    [
      'a record with a field its kind does not declare',
      file('event-zones', [{ ...zone, zone_mood: 'sunny' }]),
      { pointer: '#/0', reason: expect.stringContaining('zone_mood') },
    ],
    [
      'a use-case marker naming no use case',
      file('event-zones', [{ ...zone, '@useCases': ['SHOP'] }]),
      { pointer: '#/0', reason: '@useCases must be a non-empty list of EDU, EVT, SPC, HAF' },
    ],
    [
      'a reference to the wrong kind',
      file('delegate-passes', [{ delegatepass_zone_ids: ['@speakers:0'] }]),
      { reason: expect.stringContaining('is not a reference to event-zones') },
    ],
    [
      'a demo image in a field that is not an image',
      file('event-zones', [{ ...zone, zone_name: '@image:summit/zones/hall' }]),
      { pointer: '#/0/zone_name', reason: expect.stringContaining('not imageRef') },
    ],
    [
      'a demo image named in capitals or with a file extension',
      file('event-zones', [{ ...zone, zone_map_image_url: '@image:summit/Hall.png' }]),
      { pointer: '#/0/zone_map_image_url', reason: expect.stringContaining('is not a demo image') },
    ],
    [
      'a file for a kind nobody declares',
      file('event-zoness', []),
      { pointer: '#', reason: expect.stringContaining('names no declared kind "event-zoness"') },
    ],
    ['a file that is not a list', file('event-zones', { samples: [] }), { pointer: '#', reason: 'must be a JSON list of records' }],
    [
      'a file that is not JSON',
      { ...file('event-zones', undefined), unreadable: 'Unexpected token' },
      { pointer: '#', reason: 'is not valid JSON: Unexpected token' },
    ],
  ] as const)('%s', (_sentence, seeds, expected) => {
    expect(checkSeeds(registry, [seeds])).toContainEqual(expect.objectContaining({ file: seeds.file, ...expected }));
  });
});
