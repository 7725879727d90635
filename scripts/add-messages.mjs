// Adds or updates messages in every locale catalogue: `node scripts/add-messages.mjs new.json`, where
// new.json maps id → { en_US, de_DE, es_ES, fr_FR, it_IT, pt_BR }. Keys stay sorted; a lock directory
// keeps concurrent runs from overwriting each other.
import { mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'];
const dir = new URL('../src/i18n/messages/', import.meta.url);
const lock = new URL('.lock', dir);
const input = JSON.parse(readFileSync(process.argv[2] ?? 0, 'utf8'));

for (const [id, texts] of Object.entries(input)) {
  const missing = LOCALES.filter((locale) => typeof texts[locale] !== 'string' || texts[locale] === '');
  if (missing.length) throw new Error(`${id}: missing ${missing.join(', ')}`);
}

for (let attempt = 0; ; attempt += 1) {
  try {
    mkdirSync(lock);
    break;
  } catch {
    if (attempt > 100)
      throw new Error('messages are locked: remove src/i18n/messages/.lock if no run is active');
    await sleep(50);
  }
}
try {
  for (const locale of LOCALES) {
    const file = new URL(`${locale}.json`, dir);
    const catalogue = JSON.parse(readFileSync(file, 'utf8'));
    for (const [id, texts] of Object.entries(input)) catalogue[id] = texts[locale];
    const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
  }
} finally {
  rmdirSync(lock);
}
console.log(`${Object.keys(input).length} messages written to ${LOCALES.length} locales`);
