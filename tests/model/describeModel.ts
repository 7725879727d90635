import { describe, expect, it } from 'vitest';
import { coverageReport, type Model, type ModelPath } from './coverage';

type Run = Awaited<ReturnType<Model['run']>>;

/**
 * The machine-alone check every model file shares. It pins the path list through `pin` (an inline snapshot in the
 * test file, so that a path that appears or goes is reviewed), replays each path on a real actor as a test titled by
 * the path, then holds coverage: the real actor took every transition the paths plan, and the paths plan every
 * transition of the machine. The last test's title counts what the paths plan; its failure names what they leave out.
 * `check` adds a machine's own assertion on every path's run (what it must never do on any path).
 */
export function describeModel(
  name: string,
  model: Model,
  pin: (descriptions: string[]) => void,
  { check }: { check?: (run: Run, path: ModelPath) => void } = {},
): void {
  describe(`${name} model`, () => {
    it('pins the path list', () => {
      pin(model.paths.map((p) => p.description));
    });

    const taken = new Set<string>();
    const replayed = new Set<ModelPath>();
    const replay = async (path: ModelPath) => {
      replayed.add(path);
      const run = await model.run(path);
      for (const key of run.taken) taken.add(key);
      check?.(run, path);
    };
    for (const path of model.paths) it(path.description, () => replay(path));

    it(`covers ${model.planned.size}/${model.transitions.length} transitions`, async () => {
      // Paths left out of this run (a name filter) are replayed here, so the figure never depends on the filter.
      for (const path of model.paths) if (!replayed.has(path)) await replay(path);
      const named = (keys: Iterable<string>) =>
        [...keys].map((key) => model.transitions.find((t) => t.key === key)?.description ?? key);
      expect(
        named([...model.planned].filter((key) => !taken.has(key))),
        'planned by the paths but not taken by the real actor',
      ).toEqual([]);
      expect(coverageReport(model, taken).uncovered, `${name}: transitions no path takes`).toEqual([]);
    });
  });
}
