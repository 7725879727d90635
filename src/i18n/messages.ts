import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type enUS from './messages/en_US.json';
import type { Locale } from './locales';

/** Every message id, derived from the default catalogue: an unknown id is a type error. */
export type MessageId = keyof typeof enUS;

/**
 * A complete catalogue: one ICU message per id. The browser's build gets them already parsed
 * (scripts/precompileMessagesPlugin.ts); the server, the dev server and the tests get the strings.
 */
export type Messages = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>;

// One dynamic import per locale, so each catalogue is its own chunk and a first load ships one locale.
// Each loader is typed against `Messages`, so a catalogue that lacks an id fails to typecheck.
const loaders: Record<Locale, () => Promise<{ default: Messages }>> = {
  en_US: () => import('./messages/en_US.json'),
  de_DE: () => import('./messages/de_DE.json'),
  es_ES: () => import('./messages/es_ES.json'),
  fr_FR: () => import('./messages/fr_FR.json'),
  it_IT: () => import('./messages/it_IT.json'),
  pt_BR: () => import('./messages/pt_BR.json'),
};

/**
 * Each catalogue's promise, asked for once: the server loads it for every page it renders, and each `import()` goes
 * through the module loader's resolution again (under Node's module hooks, a round trip to their thread). A failed
 * load is forgotten, so the next call tries again.
 */
const loading = new Map<Locale, Promise<Messages>>();

/**
 * Loads the catalogue of `locale`. Safe on the server (no DOM access). Rejects only when the chunk
 * cannot be fetched; await it before rendering or hydrating so the first paint is translated.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loading.get(locale);
  if (!messages) {
    messages = loaders[locale]().then((module) => module.default);
    loading.set(locale, messages);
    messages.catch(() => loading.delete(locale));
  }
  return messages;
}
