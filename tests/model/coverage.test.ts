import { assign, fromPromise, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import { coverageReport, createModel } from './coverage';

const probe = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'go' } | { type: 'never' } },
  actors: { work: fromPromise<string, void>(() => Promise.resolve('real')) },
  guards: { impossible: () => false, retried: ({ context }) => context.tries > 0 },
  delays: { wait: 500 },
}).createMachine({
  id: 'probe',
  context: { tries: 0 },
  initial: 'idle',
  states: {
    idle: { on: { go: 'working', never: { guard: 'impossible', target: 'done' } } },
    working: {
      invoke: {
        id: 'work',
        src: 'work',
        onDone: 'waiting',
        onError: { target: 'idle', actions: assign({ tries: ({ context }) => context.tries + 1 }) },
      },
    },
    waiting: { after: { wait: 'routing' } },
    routing: { always: [{ guard: 'retried', target: 'done' }, { target: 'done' }] },
    done: { type: 'final' },
  },
});

describe('coverage helper', () => {
  const model = createModel(probe);

  it('drives actors and timers of the real machine along every path', () => {
    expect(model.paths.map((p) => p.description)).toEqual([
      'go → done:work → after:wait ⇒ done',
      'go → error:work ⇒ idle',
    ]);
  });

  it('reports transitions that no path takes, by name', async () => {
    for (const path of model.paths) await model.run(path);
    const { summary, uncovered } = coverageReport(model, await model.runAll());
    expect(uncovered).toEqual([
      'probe.idle: never [impossible] → probe.done',
      'probe.routing: always [retried] → probe.done',
    ]);
    expect(summary).toBe('5/7');
  });

  it('plans, without running anything, the transitions its paths take', async () => {
    expect(model.planned.size).toBe(5);
    expect([...model.planned].sort()).toEqual([...(await model.runAll())].sort());
  });

  it('fails a path when the real machine goes elsewhere', async () => {
    const [path] = model.paths;
    if (!path) throw new Error('no path');
    const wrong = { ...path, steps: path.steps.map((s, i) => (i === 0 ? { ...s, value: 'idle' } : s)) };
    await expect(model.run(wrong)).rejects.toThrow(/step 1 \(go\): expected/);
  });
});
