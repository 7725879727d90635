import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type enUS from './messages/en_US.json';
import type { Locale } from './locales';
import { once } from '../once';

/** Every message id, derived from the default catalogue: an unknown id is a type error. */
export type MessageId = keyof typeof enUS;

/**
 * A complete catalogue: one ICU message per id. The browser's build gets them already parsed
 * (scripts/precompileMessagesPlugin.ts); the server, the dev server and the tests get the strings.
 */
export type Messages = Record<MessageId, string> | Record<MessageId, MessageFormatElement[]>;

// One dynamic import per locale, so each catalogue is its own chunk and a first load ships one locale, asked for once
// (`once`: the server loads it for every page it renders). Each loader is typed against `Messages`, so a catalogue
// that lacks an id fails to typecheck.
const loaders: Record<Locale, () => Promise<Messages>> = {
  en_US: once(() => import('./messages/en_US.json').then((m) => m.default)),
  de_DE: once(() => import('./messages/de_DE.json').then((m) => m.default)),
  es_ES: once(() => import('./messages/es_ES.json').then((m) => m.default)),
  fr_FR: once(() => import('./messages/fr_FR.json').then((m) => m.default)),
  it_IT: once(() => import('./messages/it_IT.json').then((m) => m.default)),
  pt_BR: once(() => import('./messages/pt_BR.json').then((m) => m.default)),
};

/**
 * Loads the catalogue of `locale`. Safe on the server (no DOM access). Rejects only when the chunk
 * cannot be fetched; await it before rendering or hydrating so the first paint is translated.
 */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}
