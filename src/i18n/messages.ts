import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type enUS from './messages/en_US.json';
import type { Locale } from './locales';
import { once } from '../once';

/** Every message id, derived from the default catalogue: an unknown id is a type error. */
export type MessageId = keyof typeof enUS;

/**
 * A complete catalogue: one ICU message per id. The builds, the browser's and the server's, get them already parsed
 * (scripts/precompileMessagesPlugin.ts); the dev server and the tests get the strings.
 */
export type Messages = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>;

type Part = Record<string, MessageFormatElement[]>;

// The browser's build loads each catalogue in two parts (./messageParts.ts): what every page may show, and the
// account's, checkout's and order pages' words, later.
const SPLIT = import.meta.env.PROD && !import.meta.env.SSR;

// One dynamic import per locale, so each catalogue is its own chunk and a first load ships one locale, asked for once
// (`once`: the server loads it for every page it renders). Each loader is typed against `Messages`, so a catalogue
// that lacks an id fails to typecheck.
const whole: Record<Locale, () => Promise<Messages>> | null = SPLIT
  ? null
  : {
      en_US: once(() => import('./messages/en_US.json').then((m) => m.default)),
      de_DE: once(() => import('./messages/de_DE.json').then((m) => m.default)),
      es_ES: once(() => import('./messages/es_ES.json').then((m) => m.default)),
      fr_FR: once(() => import('./messages/fr_FR.json').then((m) => m.default)),
      it_IT: once(() => import('./messages/it_IT.json').then((m) => m.default)),
      pt_BR: once(() => import('./messages/pt_BR.json').then((m) => m.default)),
    };

// Only the browser's build has these (the server's leaves them out as dead code, and the browser's the whole ones).
const first: Record<Locale, () => Promise<Part>> | null = !SPLIT
  ? null
  : {
      en_US: once(() => import('./messages/en_US.json?part=first').then((m) => m.default)),
      de_DE: once(() => import('./messages/de_DE.json?part=first').then((m) => m.default)),
      es_ES: once(() => import('./messages/es_ES.json?part=first').then((m) => m.default)),
      fr_FR: once(() => import('./messages/fr_FR.json?part=first').then((m) => m.default)),
      it_IT: once(() => import('./messages/it_IT.json?part=first').then((m) => m.default)),
      pt_BR: once(() => import('./messages/pt_BR.json?part=first').then((m) => m.default)),
    };
const later: Record<Locale, () => Promise<Part>> | null = !SPLIT
  ? null
  : {
      en_US: once(() => import('./messages/en_US.json?part=later').then((m) => m.default)),
      de_DE: once(() => import('./messages/de_DE.json?part=later').then((m) => m.default)),
      es_ES: once(() => import('./messages/es_ES.json?part=later').then((m) => m.default)),
      fr_FR: once(() => import('./messages/fr_FR.json?part=later').then((m) => m.default)),
      it_IT: once(() => import('./messages/it_IT.json?part=later').then((m) => m.default)),
      pt_BR: once(() => import('./messages/pt_BR.json?part=later').then((m) => m.default)),
    };

/** Each locale's catalogue as loaded so far: one object per locale, which its later part is added to. */
const catalogues = new Map<Locale, Promise<Messages>>();
/** The same, once its later part is in. */
const completed = new Map<Locale, Promise<Messages>>();
/** Whether the later parts are wanted: then every catalogue loads whole. */
let complete = !SPLIT;

/** `load`'s promise, kept in `map` under `locale` until it fails (the network: the next call tries again). */
function kept(
  map: Map<Locale, Promise<Messages>>,
  locale: Locale,
  load: () => Promise<Messages>,
): Promise<Messages> {
  let promise = map.get(locale);
  if (!promise) {
    promise = load().catch((error: unknown) => {
      map.delete(locale);
      throw error;
    });
    map.set(locale, promise);
  }
  return promise;
}

/**
 * Loads the catalogue of `locale`: in the browser, what every page may show until `completeMessages()` has been
 * asked for, whole after. Safe on the server (no DOM access). Rejects only when the chunk cannot be fetched; await it
 * before rendering or hydrating so the first paint is translated.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  // One object per locale: its later part is added to it, and formatjs reads each message from it as it formats.
  const catalogue = kept(catalogues, locale, () =>
    SPLIT ? first![locale]().then((part) => ({ ...part }) as Messages) : whole![locale](),
  );
  if (!complete) return catalogue;
  return kept(completed, locale, () =>
    SPLIT
      ? Promise.all([catalogue, later![locale]()]).then(([loaded, part]) => Object.assign(loaded, part))
      : catalogue,
  );
}

/**
 * Adds the later part to every catalogue loaded, and to those loaded after: awaited by the routes that show it, by
 * the actor system's start and by a logged-in shopper's controls, before they render. Rejects when a part cannot be
 * fetched.
 */
export async function completeMessages(): Promise<void> {
  complete = true;
  await Promise.all([...catalogues.keys()].map(loadMessages));
}
