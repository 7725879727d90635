// The two parts of a catalogue in the browser's build (scripts/precompileMessagesPlugin.ts): its messages, parsed.
declare module '*.json?part=first' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
declare module '*.json?part=later' {
  import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
  const messages: Record<string, MessageFormatElement[]>;
  export default messages;
}
