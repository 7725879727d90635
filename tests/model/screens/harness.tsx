import {
  type AnyRouter,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, cleanup, configure, render, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach } from 'vitest';
import type { ReactNode } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import type {
  AnyActorRef,
  AnyEventObject,
  AnyMachineSnapshot,
  AnyStateMachine,
  InputFrom,
  InspectionEvent,
  StateValue,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type AdjacencyMap } from 'xstate/graph';
import { createStorefront } from '../../../src/app/actors';
import { RELOAD_COUNT_KEY } from '../../../src/app/session';
import { StorefrontProvider } from '../../../src/app/hooks';
import { runningStorefront, type Storefront } from '../../../src/app/storefrontHost';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import enUS from '../../../src/i18n/messages/en_US.json';
import type { AppEnvironment } from '../../../src/relay/environment';
import { GraphQLRequestError } from '../../../src/relay/errors';
import { LiveRegion } from '../../../src/ui/LiveRegion';
import { expect, it } from 'vitest';
import { formatValue, listTransitions, transitionKey, type ModelStep } from '../coverage';
import { writeScreenRecord } from './records';

// A screen test waits on conditions (a state reached, a role shown), never for a set time: the bound on one wait is
// there only to end a test that is stuck, so it is far above what a busy machine needs (1 s, the default, was not).
configure({ asyncUtilTimeout: 10_000 });

/** How the held network answers an operation once the test lets it through. */
export type Answer = (variables: Variables) => GraphQLResponse;

interface Held {
  name: string;
  variables: Variables;
  release: () => void;
  fail: (message: string, status: number) => void;
}

/**
 * A Relay network that holds every request until the test releases it (answered by `answers[name]`) or fails it
 * (with a GraphQL error, as the app's network layer raises it). A path's `done:`/`error:` steps become these: the
 * store's answer arrives exactly when the model says.
 */
export function createHeldNetwork(answers: Record<string, Answer>) {
  const held: Held[] = [];
  const requests: { name: string; variables: Variables }[] = [];
  const network = Network.create((params, variables) =>
    Observable.create<GraphQLResponse>((sink) => {
      requests.push({ name: params.name, variables });
      held.push({
        name: params.name,
        variables,
        release: () => {
          const answer = answers[params.name];
          if (!answer) return sink.error(new Error(`No answer for ${params.name}`));
          sink.next(answer(variables));
          sink.complete();
        },
        // Status 0 is the network layer's error for a request that got no answer (src/relay/environment.ts).
        fail: (message, status) =>
          sink.error(new GraphQLRequestError(message, status, status === 0 ? [] : [message])),
      });
    }),
  );
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  const take = (name: string): Held => {
    const index = held.findIndex((h) => h.name === name);
    const request = held[index];
    if (!request)
      throw new Error(`No ${name} request is waiting (waiting: ${held.map((h) => h.name).join(', ')})`);
    held.splice(index, 1);
    return request;
  };
  return {
    environment,
    /** Every request sent, with its variables, in order. */
    requests,
    /** The names of every request sent, in order. */
    get sent() {
      return requests.map((request) => request.name);
    },
    waiting: () => held.map((h) => h.name),
    /** Lets the oldest waiting `name` request through with the store's answer. */
    release: (name: string) => take(name).release(),
    /** Fails the oldest waiting `name` request with `message`, or with no answer at all when `status` is 0. */
    fail: (name: string, message: string, status = 200) => take(name).fail(message, status),
  };
}

/** What the composed system did while a screen test ran: transitions of every actor and the events between them. */
export class SystemRecorder {
  /** `machineId: transition key` for every transition any actor took. */
  readonly transitions = new Set<string>();
  /** `from → to: event` for every event one actor sent another. */
  readonly messages = new Set<string>();

  readonly observer = {
    next: (event: InspectionEvent) => {
      if (event.type === '@xstate.microstep') {
        const machineId = (event.snapshot as AnyMachineSnapshot).machine?.id ?? '?';
        for (const t of event._transitions) {
          const key = transitionKey(t);
          if (key) this.transitions.add(`${machineId}: ${key}`);
        }
      }
      if (event.type === '@xstate.event' && event.sourceRef && event.sourceRef !== event.actorRef) {
        const from = systemName(event.sourceRef);
        const to = systemName(event.actorRef);
        if (from && to && from !== to && !event.event.type.startsWith('xstate.'))
          this.messages.add(`${from} → ${to}: ${event.event.type}`);
      }
    },
  };
}

/** The actor's `systemId` (the root is 'storefront'); undefined for actors without one (promises, callbacks). */
function systemName(ref: unknown): string | undefined {
  const actor = ref as { systemId?: string; _parent?: unknown };
  return actor.systemId ?? (actor._parent ? undefined : 'storefront');
}

export interface Rendered {
  storefront: Storefront;
  router: AnyRouter;
  /** The system's actor registered under `systemId`. */
  snapshotOf: (
    systemId: 'cart' | 'auth' | 'checkout' | 'session' | 'shell' | 'wishlist',
  ) => AnyMachineSnapshot | undefined;
}

/**
 * Renders `ui` at `path` with the real storefront system over `environment` (the app's providers: i18n, Relay, the
 * router, the actor system, the live region), and marks the page hydrated as the browser does.
 */
export async function renderStorefront(
  ui: ReactNode,
  environment: Environment,
  {
    path = '/',
    search = '',
    routes = {},
    recorder,
    logout = () => Promise.resolve(),
  }: {
    path?: string;
    /** The address's query (`?key=…`) the page opens with. @default none */
    search?: string;
    routes?: Record<string, () => ReactNode>;
    recorder?: SystemRecorder;
    /** How the server ends the session before a session reset reloads. @default settles at once */
    logout?: () => Promise<void>;
  } = {},
): Promise<Rendered> {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <LiveRegion />
      </>
    ),
  });
  const children = [
    createRoute({ getParentRoute: () => rootRoute, path, component: () => ui }),
    ...Object.entries(routes).map(([routePath, component]) =>
      createRoute({ getParentRoute: () => rootRoute, path: routePath, component }),
    ),
  ];
  const testRouter = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [`${path}${search}`] }),
  });
  const router: AnyRouter = testRouter;
  const storefront = createStorefront({
    environment: environment as AppEnvironment,
    router,
    logout,
    ...(recorder ? { inspect: recorder.observer } : {}),
  });
  render(
    <I18nProvider initialLocale="en_US" initialMessages={enUS}>
      <RelayEnvironmentProvider environment={environment}>
        <StorefrontProvider host={runningStorefront(storefront)}>
          <RouterProvider router={testRouter} />
        </StorefrontProvider>
      </RelayEnvironmentProvider>
    </I18nProvider>,
  );
  await act(async () => {
    await testRouter.load();
  });
  act(() => {
    storefront.hydrated();
  });
  const snapshotOf: Rendered['snapshotOf'] = (id) => {
    const child = storefront.actor.getSnapshot().children[id];
    return child?.getSnapshot() as AnyMachineSnapshot | undefined;
  };
  return { storefront, router, snapshotOf };
}

/** Unmounts the screen and stops the system. */
export function tearDown(rendered: Rendered | undefined): void {
  cleanup();
  rendered?.storefront.stop();
}

/**
 * The page a screen path renders, one per test: each path starts in a tab that has reloaded once already (a session
 * error then recovers in place rather than reloading the test's page), and is torn down afterwards with whatever it
 * left in storage. Assign the rendered page to `current`.
 */
export function pagePerTest(): { current: Rendered | undefined } {
  const page: { current: Rendered | undefined } = { current: undefined };
  beforeEach(() => {
    window.sessionStorage.setItem(RELOAD_COUNT_KEY, '1');
  });
  afterEach(() => {
    tearDown(page.current);
    page.current = undefined;
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
  return page;
}

/** Waits until the actor `systemId` is in the path's state (value and tags), then lets React settle. */
export async function reach(
  rendered: Rendered,
  systemId: Parameters<Rendered['snapshotOf']>[0],
  expected: { value: unknown; tags: readonly string[] },
  where: string,
): Promise<void> {
  await waitFor(() => {
    const snapshot = rendered.snapshotOf(systemId);
    const actual = { value: snapshot?.value as unknown, tags: [...(snapshot?.tags ?? [])].sort() };
    if (JSON.stringify(actual) !== JSON.stringify({ value: expected.value, tags: [...expected.tags].sort() }))
      throw new Error(
        `${where}: the ${systemId} actor is in ${JSON.stringify(actual)}, the model says ${JSON.stringify(expected)}`,
      );
  });
}

/** Waits until `actor` (kept from the start: it may have left the system at its final state) is in the path's state. */
export async function reachActor(
  actor: AnyActorRef,
  expected: { value: unknown; tags: readonly string[] },
  where: string,
): Promise<void> {
  await waitFor(() => {
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const actual = { value: snapshot.value as unknown, tags: [...snapshot.tags].sort() };
    if (JSON.stringify(actual) !== JSON.stringify({ value: expected.value, tags: [...expected.tags].sort() }))
      throw new Error(
        `${where}: the ${actor.id} actor is in ${JSON.stringify(actual)}, the model says ${JSON.stringify(expected)}`,
      );
  });
}

/** `done:` / `error:` of an invoked actor, or a machine event. */
export function settlement(event: AnyEventObject): { kind: 'done' | 'error'; actor: string } | null {
  if (event.type.startsWith('xstate.done.actor.')) return { kind: 'done', actor: event.type.slice(18) };
  if (event.type.startsWith('xstate.error.actor.')) return { kind: 'error', actor: event.type.slice(19) };
  return null;
}

export interface ScreenPath {
  description: string;
  initial: { value: StateValue; tags: string[] };
  steps: ModelStep[];
}

/**
 * Paths derived from `machine` (xstate/graph) that a shopper can walk on the screens: the traversal only takes the
 * events `canDrive` allows in each state (what the screen offers there, and the store answers the test holds). One
 * path per transition reachable that way: the shortest path to its source state, then its event. Paths that are a
 * prefix of another are dropped.
 */
export function screenPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  {
    input,
    events,
    canDrive,
    key = (s) => JSON.stringify(s.value),
  }: {
    input: InputFrom<TMachine>;
    events: AnyEventObject[];
    canDrive: (state: AnyMachineSnapshot, event: AnyEventObject) => boolean;
    /** The graph's state key: the value, plus whatever part of the context guards read. */
    key?: (state: AnyMachineSnapshot) => string;
  },
): ScreenPath[] {
  const logic: AnyStateMachine = machine;
  const traversal = {
    input,
    serializeState: key,
    events,
    filterEvents: (s: AnyMachineSnapshot, e: AnyEventObject) =>
      canDrive(s, e) && logic.getTransitionData(s, e).length > 0,
  };
  const adjacency: AdjacencyMap<AnyMachineSnapshot, AnyEventObject> = getAdjacencyMap(logic, traversal);
  const shortest = getShortestPaths(logic, traversal);
  const initial = shortest.find((p) => p.weight === 0)?.state as AnyMachineSnapshot;
  const sequences: AnyEventObject[][] = [];
  for (const path of shortest) {
    const prefix = path.steps.slice(1).map((s) => s.event as AnyEventObject);
    const from = adjacency[key(path.state as AnyMachineSnapshot) as keyof typeof adjacency];
    for (const { event } of Object.values(from?.transitions ?? {})) sequences.push([...prefix, event]);
  }
  const unique = new Map(sequences.map((seq) => [JSON.stringify(seq), seq]));
  const names = [...unique.keys()];
  const kept = [...unique].filter(([a]) => !names.some((b) => b !== a && b.startsWith(a.slice(0, -1))));
  return kept
    .map(([, seq]) => {
      let state = initial;
      const steps = seq.map((event) => {
        const stateKey = key(state);
        const next =
          adjacency[stateKey as keyof typeof adjacency]?.transitions[JSON.stringify(event) as never]?.state;
        if (!next) throw new Error(`No edge for ${event.type} from ${key(state)}`);
        state = next;
        return { event, value: next.value as StateValue, tags: [...next.tags].sort() };
      });
      const end = steps.at(-1)?.value ?? (initial.value as StateValue);
      return {
        description: `${steps.map((s) => shortName(s.event)).join(' → ') || '(initial)'} ⇒ ${formatValue(end)}`,
        initial: { value: initial.value as StateValue, tags: [...initial.tags].sort() },
        steps,
      };
    })
    .sort((a, b) => (a.description < b.description ? -1 : 1));
}

/** Whether a model's `error:` step is a request that got no answer (status 0), rather than the store's refusal. */
export function unanswered(event: AnyEventObject): boolean {
  return (event.error as { status?: unknown } | undefined)?.status === 0;
}

function shortName(event: AnyEventObject): string {
  const settled = settlement(event);
  if (!settled) return event.type;
  return `${settled.kind}:${settled.actor}${unanswered(event) ? ' (no answer)' : ''}`;
}

/**
 * The last test of a screen file, holding its machine's screen coverage: every transition of `machine` was taken by
 * the real system on these screens, or is named in `unreached` with the reason no screen can take it. The failure
 * names each transition that is neither, so dropping a path or a transition fails here. It is skipped when a name
 * filter left some of the file's paths out.
 */
export function itCoversOnScreens(
  machine: AnyStateMachine,
  recorder: SystemRecorder,
  unreached: Readonly<Record<string, string>>,
): void {
  const all = listTransitions(machine);
  const named = all.filter((t) => t.description in unreached).length;
  // Complete only once this test ran beside every path of its file (a name filter leaves some out).
  let complete = false;
  afterAll(() => {
    writeScreenRecord({
      machine: machine.id,
      complete,
      transitions: [...recorder.transitions].sort(),
      unreached,
    });
  });
  it(`takes at least ${all.length - named}/${all.length} ${machine.id} transitions on the real screens, and names why no screen takes the other ${named}`, (context) => {
    const siblings = context.task.suite?.tasks ?? [];
    if (siblings.some((task) => task !== context.task && task.mode !== 'run')) context.skip();
    complete = true;
    const taken = (key: string) => recorder.transitions.has(`${machine.id}: ${key}`);
    const missing = all
      .filter((t) => !taken(t.key) && !(t.description in unreached))
      .map((t) => t.description);
    expect(
      missing,
      `${machine.id} transitions no screen path took and \`unreached\` does not name:\n  ${missing.join('\n  ')}\n`,
    ).toEqual([]);
    expect(
      Object.keys(unreached).filter((description) => !all.some((t) => t.description === description)),
      `\`unreached\` names transitions the ${machine.id} machine does not have`,
    ).toEqual([]);
    expect(
      all.filter((t) => taken(t.key) && t.description in unreached).map((t) => t.description),
      `\`unreached\` names transitions a ${machine.id} screen path took: the floor in this test's title undercounts`,
    ).toEqual([]);
  });
}
