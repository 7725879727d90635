import {
  createActor,
  createEmptyActor,
  type AnyActorRef,
  type AnyActorScope,
  type Actor,
  fromCallback,
  fromPromise,
  setup,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ContextFrom,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap } from 'xstate/graph';
import { storefrontMachine } from '../../machines/storefrontMachine';
import { GraphQLRequestError } from '../../src/relay/errors';

/**
 * What the app's network layer rejects with when a request got no answer (src/relay/environment.ts: status 0): no
 * connection, or a request the browser cancelled as the page left. A model's sample for such an `error:` step.
 */
export const noAnswer = new GraphQLRequestError('Network error', 0, []);

/** An event the model may take: a machine event, or the settling of an invoked actor. */
export type ModelEvent<TMachine extends AnyStateMachine> =
  | EventFromLogic<TMachine>
  | { type: `xstate.done.actor.${string}`; output?: unknown }
  | { type: `xstate.error.actor.${string}`; error?: unknown };

export interface ModelOptions<TMachine extends AnyStateMachine> {
  /** Named inputs; one graph is built from each, and coverage is their union. @default { default: undefined } */
  inputs?: Record<string, InputFrom<TMachine>>;
  /**
   * Samples for events that carry a payload or need several cases. Events without a sample are tried as `{ type }`,
   * actor settlements as `output: undefined` / `error: Error`, and delayed transitions as their timer firing.
   */
  events?: ReadonlyArray<ModelEvent<TMachine>>;
  /**
   * A finite view of the context to add to the graph key when a guard depends on it.
   * @default the context is ignored (a full context key makes the graph infinite)
   */
  abstractContext?: (context: ContextFrom<TMachine>) => unknown;
  /** A short name for a sample in path descriptions. @default its payload as JSON, when several samples share a type */
  describeEvent?: (event: ModelEvent<TMachine>) => string | undefined;
}

export interface ModelStep {
  event: AnyEventObject;
  /** Expected state value and sorted tags after the event. */
  value: StateValue;
  tags: string[];
}

export interface ModelPath {
  input: string;
  description: string;
  initial: { value: StateValue; tags: string[] };
  steps: ModelStep[];
}

export interface ModelTransition {
  key: string;
  /** Id of the source state node and the event type (`''` for an eventless transition). */
  source: string;
  eventType: string;
  description: string;
}

export interface Model {
  paths: ModelPath[];
  transitions: ModelTransition[];
  /** Keys of the transitions the paths take, found by stepping the machine along them (no actor runs). */
  planned: ReadonlySet<string>;
  /** Runs one path against a real actor; throws on the first step that reaches another state. */
  run: (path: ModelPath) => Promise<Pick<Harness<AnyStateMachine>, 'taken' | 'actions' | 'calls'>>;
  /** Runs every path and returns the keys of the transitions the real actor took. */
  runAll: () => Promise<Set<string>>;
}

/** A clock (xstate's `Clock` shape) whose timers fire only when a test says so. */
export class ManualClock {
  now = 0;
  private nextId = 0;
  private readonly timers = new Map<number, { fn: () => void; due: number }>();

  setTimeout(fn: () => void, ms: number): number {
    const id = this.nextId++;
    this.timers.set(id, { fn, due: this.now + ms });
    return id;
  }

  clearTimeout(id: number): void {
    this.timers.delete(id);
  }

  /** Moves time forward, firing every timer that falls due, earliest first. */
  advance(ms: number): void {
    const until = this.now + ms;
    for (;;) {
      const next = [...this.timers].sort(([, a], [, b]) => a.due - b.due)[0];
      if (!next || next[1].due > until) break;
      this.timers.delete(next[0]);
      this.now = next[1].due;
      next[1].fn();
    }
    this.now = until;
  }

  /** Fires the n-th live timer (in scheduling order) at once, whatever its due time. */
  fireNth(n: number): void {
    const entry = [...this.timers][n];
    if (!entry) throw new Error(`No timer #${n}`);
    this.timers.delete(entry[0]);
    this.now = Math.max(this.now, entry[1].due);
    entry[1].fn();
  }
}

export interface Harness<TMachine extends AnyStateMachine> {
  actor: Actor<TMachine>;
  clock: ManualClock;
  /** Every invocation of a placeholder actor, in order. */
  calls: Array<{ src: string; id: string; input: unknown }>;
  /** Named actions executed by the machine, in order (built-in `xstate.*` actions left out). */
  actions: Array<{ type: string; params: unknown }>;
  /** Transition keys taken (see `transitionKey`). */
  taken: Set<string>;
  /**
   * Events the machine sent to another actor, in order: a neighbour by its `systemId` (`tell`), one of its own
   * children by id, or `'parent'` (`sendParent`).
   */
  sent: Array<{ to: string; event: AnyEventObject }>;
  resolve: (id: string, output?: unknown) => Promise<void>;
  reject: (id: string, error?: unknown) => Promise<void>;
  /** Lets settled promises reach the machine. */
  flush: () => Promise<void>;
  /** Stops the machine, its actors and its neighbours. */
  stop: () => void;
}

/** Lets pending promise callbacks run. */
export const flush = () => new Promise<void>((done) => setImmediate(done));

/**
 * Starts `machine` with every actor replaced by a placeholder that settles only when the test calls `resolve`/`reject`,
 * on a manual clock, recording actions, transitions taken and the events it sends.
 */
export function createHarness<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input?: InputFrom<TMachine>,
): Harness<TMachine> {
  const clock = new ManualClock();
  const pending = new Map<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const calls: Harness<TMachine>['calls'] = [];
  const actions: Harness<TMachine>['actions'] = [];
  const taken = new Set<string>();
  const sources = Object.keys(machine.implementations.actors);
  const actors = Object.fromEntries(
    sources.map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input: actorInput, self }) =>
          new Promise((resolve, reject) => {
            calls.push({ src, id: self.id, input: actorInput });
            pending.set(self.id, { resolve, reject });
          }),
      ),
    ]),
  );
  const provided = machine.provide({ actors }) as TMachine;
  const sent: Harness<TMachine>['sent'] = [];
  // The machine runs as it does in the app: invoked by a root actor, under its systemId, beside silent neighbours
  // under the others, so its `tell`s arrive and are recorded but nothing answers. The root errors (and the error
  // is thrown) when the machine does, as the machine would as a root actor of its own.
  const owned = new Set(systemIdsOf(machine));
  const neighbours = neighbourIds.filter((id) => id !== machine.id && !owned.has(id));
  // Known by its src: it is created (and takes its initial transitions) while the root is, before `root` is set.
  const isSubject = (ref: unknown) => (ref as AnyActorRef | undefined)?.src === SUBJECT;
  const root = createActor(
    setup({
      actors: { [SUBJECT]: provided as AnyStateMachine, neighbour: fromCallback(() => {}) },
    }).createMachine({
      // Neighbours first: the machine's entry actions look them up while it is created.
      invoke: [
        ...neighbours.map((id) => ({ id, systemId: id, src: 'neighbour' as const })),
        {
          id: machine.id,
          systemId: neighbourIds.includes(machine.id) ? machine.id : undefined,
          src: SUBJECT,
          input: () => input as unknown,
        },
      ],
    }),
    {
      clock,
      inspect: (event: InspectionEvent) => {
        // What the machine says to others; not the runtime's own events (starting a child, relaying its end).
        const says =
          event.type === '@xstate.event' &&
          isSubject(event.sourceRef) &&
          !isSubject(event.actorRef) &&
          !event.event.type.startsWith('xstate.');
        if (says) {
          const target = event.actorRef as AnyActorRef;
          const systemId = Object.entries(root.system.getAll()).find(([, ref]) => ref === target)?.[0];
          sent.push({ to: target === root ? 'parent' : (systemId ?? target.id), event: event.event });
        }
        if (!isSubject(event.actorRef)) return; // the machine itself, not its placeholder actors or neighbours
        if (event.type === '@xstate.microstep') for (const t of event._transitions) addKey(taken, t);
        if (event.type === '@xstate.action' && !event.action.type.startsWith('xstate.')) {
          actions.push({ type: event.action.type, params: event.action.params });
        }
      },
    },
  );
  root.start();
  const actor = root.getSnapshot().children[machine.id] as unknown as Actor<TMachine>;
  const settle = async (
    id: string,
    how: (p: { resolve: (v: unknown) => void; reject: (e: unknown) => void }) => void,
  ) => {
    const p = pending.get(id);
    if (!p) throw new Error(`Actor "${id}" is not running`);
    pending.delete(id);
    how(p);
    await flush();
  };
  return {
    actor,
    clock,
    calls,
    actions,
    taken,
    sent,
    stop: () => root.stop(),
    resolve: (id, output) => settle(id, (p) => p.resolve(output)),
    reject: (id, error = new Error('fake failure')) => settle(id, (p) => p.reject(error)),
    flush,
  };
}

/** The `systemId`s the machine's own invocations register. */
function systemIdsOf(machine: AnyStateMachine): string[] {
  return allNodes(machine.root).flatMap((node) =>
    node.invoke.flatMap((invoke) => (invoke.systemId ? [invoke.systemId] : [])),
  );
}

/** The invocation name of the machine under test, unlike any of its own actors'. */
const SUBJECT = 'machineUnderTest' as const;

/** Every actor of the storefront's system, by `systemId`: the neighbours a machine can `tell`. */
const neighbourIds: readonly string[] = systemIdsOf(storefrontMachine);

const eventTypeOf = (t: AnyTransitionDefinition): string => t.eventType as string;

function addKey(keys: Set<string>, t: AnyTransitionDefinition): void {
  const key = transitionKey(t);
  if (key) keys.add(key);
}

/** A stable name for a transition: source id, event and candidate index survive `machine.provide()` clones. */
export function transitionKey(t: AnyTransitionDefinition): string | undefined {
  const source: AnyStateNode = t.source;
  const eventType = eventTypeOf(t);
  const candidates = eventType === '' ? source.always : source.transitions.get(eventType);
  const index = candidates?.indexOf(t) ?? -1;
  return index < 0 ? undefined : `${source.id}|${eventType || 'always'}|${index}`;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allNodes(child))];
}

function guardName(t: AnyTransitionDefinition): string {
  const guard: unknown = t.guard;
  if (typeof guard === 'string') return ` [${guard}]`;
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return ` [${type}${params === undefined ? '' : ` ${JSON.stringify(params)}`}]`;
  }
  return guard ? ' [guard]' : '';
}

function shortEvent(type: string): string {
  return type
    .replace(/^xstate\.done\.actor\./, 'done:')
    .replace(/^xstate\.error\.actor\./, 'error:')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after:$1');
}

type MachineScope = Parameters<AnyStateMachine['transition']>[2];

/**
 * A scope for one pure `machine.transition()` step, on a system of its own: the actors a step starts register their
 * systemId in it, and two steps that start the same one (auth, on hydration from several states) would collide in a
 * shared system. Its actor has a parent, for `sendParent` (checkout tells the root actor that its order is placed).
 * `onTransition` hears each transition the step takes.
 */
function stepScope(onTransition?: (t: AnyTransitionDefinition) => void): MachineScope {
  const self = createEmptyActor();
  self._parent = createEmptyActor();
  if (onTransition) {
    self.system.inspect((event) => {
      if (event.type === '@xstate.microstep') event._transitions.forEach(onTransition);
    });
  }
  const scope: AnyActorScope = {
    self,
    id: '',
    sessionId: 'model',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };
  return scope as MachineScope;
}

/** The machine as `xstate/graph` steps it: each step in a scope of its own (`stepScope`). */
function forTraversal(machine: AnyStateMachine): AnyStateMachine {
  const transition: AnyStateMachine['transition'] = (snapshot, event) =>
    machine.transition(snapshot, event, stepScope());
  return Object.create(machine, { transition: { value: transition } }) as AnyStateMachine;
}

/** The keys of the transitions one pure step takes. */
function transitionsTaken(
  machine: AnyStateMachine,
  snapshot: AnyMachineSnapshot,
  event: AnyEventObject,
): string[] {
  const keys = new Set<string>();
  machine.transition(
    snapshot,
    event,
    stepScope((t) => addKey(keys, t)),
  );
  return [...keys];
}

/** Every transition of the machine definition: `on`, `after`, invoke `onDone`/`onError`, and `always`. */
export function listTransitions(machine: AnyStateMachine): ModelTransition[] {
  return allNodes(machine.root).flatMap((node) => {
    const all = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    return all.flatMap((t) => {
      const key = transitionKey(t);
      const targets = t.target?.map((n) => n.id).join(',') ?? '(self)';
      const eventType = eventTypeOf(t);
      const description = `${node.id}: ${eventType ? shortEvent(eventType) : 'always'}${guardName(t)} → ${targets}`;
      return key ? [{ key, source: node.id, eventType, description }] : [];
    });
  });
}

/** `panel.open.cart + search.hidden` for `{ panel: { open: 'cart' }, search: 'hidden' }`. */
export function formatValue(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, child]) =>
      child === undefined ? key : `${key}.${formatValue(child).split(' + ').join(` + ${key}.`)}`,
    )
    .join(' + ');
}

/** Event type, plus its label or (when several samples share the type) its payload. */
function formatEvent(
  event: AnyEventObject,
  ambiguous: ReadonlySet<string> = new Set(),
  label: (event: AnyEventObject) => string | undefined = () => undefined,
): string {
  const { type, ...rest } = event;
  const name = label(event);
  if (name !== undefined) return `${shortEvent(type)} (${name})`;
  if (!ambiguous.has(type)) return shortEvent(type);
  const payload = Object.fromEntries(
    Object.entries(rest).filter(([, v]) => v !== undefined && !(v instanceof Error)),
  );
  return Object.keys(payload).length ? `${shortEvent(type)} ${JSON.stringify(payload)}` : shortEvent(type);
}

const matchesType = (descriptor: string, type: string) =>
  descriptor.endsWith('*') ? type.startsWith(descriptor.slice(0, -1)) : descriptor === type;

const tagsOf = (s: AnyMachineSnapshot) => [...s.tags].sort();
const valueOf = (s: AnyMachineSnapshot) => s.value as StateValue;

function candidateEvents<TMachine extends AnyStateMachine>(
  machine: TMachine,
  samples: ReadonlyArray<ModelEvent<TMachine>>,
): AnyEventObject[] {
  const types = new Set(allNodes(machine.root).flatMap((n) => [...n.transitions.keys()]));
  return [...types].flatMap((type): AnyEventObject[] => {
    if (type.startsWith('xstate.done.state.')) return []; // raised by the machine itself
    const matching = (samples as ReadonlyArray<AnyEventObject>).filter((e) => matchesType(type, e.type));
    if (matching.length || type.endsWith('*')) return matching;
    if (type.startsWith('xstate.error.actor.')) return [{ type, error: new Error('fake failure') }];
    return [{ type }];
  });
}

/**
 * Builds the test model of `machine` with `xstate/graph`: shortest paths to every state (context ignored unless
 * `abstractContext`), plus, for every transition of the definition, the shortest path to a state from which some
 * sample event takes it, followed by that event. Paths that are prefixes of longer ones are dropped. `run` replays a
 * path on a real actor whose actors are placeholders settled by the path's `done:`/`error:` steps.
 */
export function createModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: ModelOptions<TMachine> = {},
): Model {
  const transitions = listTransitions(machine);
  const samples = candidateEvents(machine, options.events ?? []);
  const abstract = options.abstractContext;
  const counts = samples.reduce((m, e) => m.set(e.type, (m.get(e.type) ?? 0) + 1), new Map<string, number>());
  const nameOf = (event: AnyEventObject) => options.describeEvent?.(event as ModelEvent<TMachine>);
  const ambiguous = new Set([...counts].filter(([, n]) => n > 1).map(([type]) => type));
  const serializeState = (s: AnyMachineSnapshot) =>
    JSON.stringify(abstract ? [s.value, abstract(s.context as ContextFrom<TMachine>)] : s.value);
  const inputs: Record<string, InputFrom<TMachine> | undefined> = options.inputs ?? { default: undefined };
  const paths: ModelPath[] = [];
  const planned = new Set<string>();

  for (const [label, input] of Object.entries(inputs)) {
    const traversal = {
      input,
      serializeState,
      events: samples,
      filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) => machine.getTransitionData(s, e).length > 0,
    };
    const logic = forTraversal(machine);
    // The transitions the machine takes as it starts (its first eventless ones) are taken on every path.
    machine.getInitialSnapshot(
      stepScope((t) => addKey(planned, t)),
      input,
    );
    const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(logic, traversal);
    const shortest = getShortestPaths(logic, traversal);
    const toKey = new Map(shortest.map((p) => [serializeState(p.state as AnyMachineSnapshot), p]));
    const sequences: AnyEventObject[][] = shortest.map((p) =>
      p.steps.slice(1).map((s) => s.event as AnyEventObject),
    );
    const initialState = shortest.find((p) => p.weight === 0)?.state as AnyMachineSnapshot;
    // Shortest paths reach every state but not every transition: for each transition, add the shortest path to a
    // state where some event takes it (eventless ones included), followed by that event.
    const chosen = new Set<string>();
    for (const [key, path] of [...toKey.entries()].sort(([, a], [, b]) => a.weight - b.weight)) {
      const from = adjacency[key as keyof typeof adjacency];
      for (const { event } of Object.values(from?.transitions ?? {})) {
        if (!from) break;
        const fresh = transitionsTaken(machine, from.state, event).filter((k) => !chosen.has(k));
        if (!fresh.length) continue;
        fresh.forEach((k) => chosen.add(k));
        sequences.push([...path.steps.slice(1).map((s) => s.event as AnyEventObject), event]);
      }
    }
    const unique = new Map(sequences.map((seq) => [JSON.stringify(seq), seq]));
    const names = [...unique.keys()];
    const kept = [...unique].filter(([a]) => !names.some((b) => b !== a && b.startsWith(a.slice(0, -1))));
    for (const [, seq] of kept) {
      let key = serializeState(initialState);
      let state = initialState;
      const steps = seq.map((event) => {
        const next =
          adjacency[key as keyof typeof adjacency]?.transitions[JSON.stringify(event) as never]?.state;
        if (!next) throw new Error(`Model has no edge for ${event.type} from ${key}`);
        transitionsTaken(machine, state, event).forEach((k) => planned.add(k));
        state = next;
        key = serializeState(next);
        return { event, value: valueOf(next), tags: tagsOf(next) };
      });
      const end = steps.at(-1)?.value ?? valueOf(initialState);
      const route = steps.length
        ? steps.map((s) => formatEvent(s.event, ambiguous, nameOf)).join(' → ')
        : '(initial)';
      const prefix = Object.keys(inputs).length > 1 ? `${label}: ` : '';
      paths.push({
        input: label,
        description: `${prefix}${route} ⇒ ${formatValue(end)}`,
        initial: { value: valueOf(initialState), tags: tagsOf(initialState) },
        steps,
      });
    }
  }
  paths.sort((a, b) => (a.description < b.description ? -1 : a.description > b.description ? 1 : 0));

  const run = async (path: ModelPath) => {
    const h = createHarness(machine, inputs[path.input]);
    await h.flush();
    const check = (where: string, expected: { value: StateValue; tags: string[] }) => {
      const snapshot = h.actor.getSnapshot() as AnyMachineSnapshot;
      const actual = { value: formatValue(valueOf(snapshot)), tags: tagsOf(snapshot) };
      const wanted = { value: formatValue(expected.value), tags: expected.tags };
      if (JSON.stringify(actual) !== JSON.stringify(wanted)) {
        throw new Error(`${where}: expected ${JSON.stringify(wanted)}, got ${JSON.stringify(actual)}`);
      }
    };
    check('initial state', path.initial);
    for (const [i, step] of path.steps.entries()) {
      const { type } = step.event;
      const where = `step ${i + 1} (${formatEvent(step.event, new Set([type]))})`;
      if (type.startsWith('xstate.done.actor.')) {
        await h.resolve(type.slice('xstate.done.actor.'.length), (step.event as { output?: unknown }).output);
      } else if (type.startsWith('xstate.error.actor.')) {
        await h.reject(type.slice('xstate.error.actor.'.length), (step.event as { error?: unknown }).error);
      } else if (type.startsWith('xstate.after.')) {
        // Fires the timer this step names, whatever other timers are due first: the model has no notion of time
        // order, so the behaviour tests check delays on the clock. Scheduled events and clock timers are created and
        // removed together, so the n-th of one is the n-th of the other.
        const scheduled = Object.values(h.actor.system.getSnapshot()._scheduledEvents);
        const n = scheduled.findIndex((s) => s.event.type === type);
        if (n < 0) throw new Error(`${where}: no timer scheduled`);
        h.clock.fireNth(n);
        await h.flush();
      } else {
        h.actor.send(step.event as EventFromLogic<TMachine>);
        await h.flush();
      }
      check(where, step);
    }
    h.stop();
    return h;
  };

  const runAll = async () => {
    const covered = new Set<string>();
    for (const path of paths) for (const key of (await run(path)).taken) covered.add(key);
    return covered;
  };

  // A step also hears the transitions of the child machines it starts: only the machine's own count.
  const own = new Set(transitions.map((t) => t.key));
  for (const key of planned) if (!own.has(key)) planned.delete(key);

  return { paths, transitions, planned, run, runAll };
}

/** `covered/total` plus the transitions no path takes. */
export function coverageReport(model: Model, covered: Set<string>): { summary: string; uncovered: string[] } {
  const uncovered = model.transitions.filter((t) => !covered.has(t.key)).map((t) => t.description);
  const total = model.transitions.length;
  return { summary: `${total - uncovered.length}/${total}`, uncovered };
}
