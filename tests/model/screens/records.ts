import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Where each screen file leaves what its composed system did, for the check across all screen files
 * (tests/model/screens/union): a screen drives every machine it reaches, not only the one its file is named after.
 */
export const SCREEN_RECORDS = join(process.cwd(), 'node_modules/.cache/storefront/screen-records');

/** One screen file's record: every transition its system took (of every machine), and what it names unreached. */
export interface ScreenRecord {
  /** The machine the file is about. */
  machine: string;
  /** False when a name filter left some of the file's paths out. */
  complete: boolean;
  /** `machineId: transition key`, of every machine. */
  transitions: string[];
  /** The file's own machine's transitions that no path of the file takes, with the reason. */
  unreached: Readonly<Record<string, string>>;
}

export function writeScreenRecord(record: ScreenRecord): void {
  mkdirSync(SCREEN_RECORDS, { recursive: true });
  writeFileSync(join(SCREEN_RECORDS, `${record.machine}.json`), `${JSON.stringify(record, null, 2)}\n`);
}

export function readScreenRecords(): ScreenRecord[] {
  let files: string[];
  try {
    files = readdirSync(SCREEN_RECORDS).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(join(SCREEN_RECORDS, file), 'utf8')) as ScreenRecord);
}

/** The screens project's global setup: a run starts with no records, so the union never reads an older run's. */
export default function clearScreenRecords(): void {
  rmSync(SCREEN_RECORDS, { recursive: true, force: true });
}
