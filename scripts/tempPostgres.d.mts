/** A throwaway PostgreSQL cluster (scripts/tempPostgres.mjs). */
export interface TempPostgres {
  url: string;
  /** Shuts the server down (open connections are cut) and keeps its data, as an outage would. */
  halt(): void;
  /** Starts it again after `halt()`, on the same port with the same data. */
  restart(): void;
  /** Stops it and deletes its files. */
  stop(): void;
}

export function postgresBin(): string | null;
export function startTempPostgres(): Promise<TempPostgres | null>;
