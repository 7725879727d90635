import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';

/** Resized images on disk, by cache key (`imagePipeline.ts`), in two-character shard folders. */
export class ImageDiskCache {
  /** Files on disk by cache key (their sizes): least recently used ones are deleted past `diskBytes`. */
  private readonly disk: LRUCache<string, number>;

  constructor(
    private readonly cacheDir: string | undefined,
    diskBytes: number,
  ) {
    this.disk = new LRUCache<string, number>({
      maxSize: diskBytes,
      sizeCalculation: (size) => Math.max(1, size),
      dispose: (_size, key, reason) => {
        if (reason === 'evict' || reason === 'delete') void unlink(this.diskFile(key)).catch(() => undefined);
      },
    });
    if (this.cacheDir) void this.index();
  }

  /** Entries on disk and their bytes (tests and monitoring). */
  stats(): { disk: number; diskBytes: number } {
    return { disk: this.disk.size, diskBytes: this.disk.calculatedSize };
  }

  private diskFile(key: string): string {
    return join(this.cacheDir ?? '', key.slice(0, 2), key);
  }

  /** The kept file for `key`, or undefined when there is none. */
  async read(key: string): Promise<Buffer | undefined> {
    if (!this.cacheDir) return undefined;
    const body = await readFile(this.diskFile(key)).catch(() => undefined);
    if (!body) return undefined;
    this.disk.set(key, body.length);
    return body;
  }

  /** Keeps `body` for `key`; a failed write is logged, never thrown. */
  async write(key: string, body: Buffer): Promise<void> {
    if (!this.cacheDir) return;
    const file = this.diskFile(key);
    // Written aside and renamed: several storefront processes may share the folder.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await mkdir(join(this.cacheDir, key.slice(0, 2)), { recursive: true });
      await writeFile(temporary, body);
      await rename(temporary, file);
      this.disk.set(key, body.length);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      console.error(`Image cache: cannot write ${file}: ${String(error)}`);
    }
  }

  /** Takes the files already in the folder into account (oldest first), so the size limit covers them too. */
  private async index(): Promise<void> {
    const dir = this.cacheDir;
    if (!dir) return;
    const found: { key: string; size: number; time: number }[] = [];
    for (const shard of await readdir(dir).catch(() => [] as string[])) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const name of await readdir(join(dir, shard)).catch(() => [] as string[])) {
        if (!/^[0-9a-f]{64}$/.test(name)) continue;
        const info = await stat(join(dir, shard, name)).catch(() => undefined);
        if (info) found.push({ key: name, size: info.size, time: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.time - b.time);
    for (const file of found) if (!this.disk.has(file.key)) this.disk.set(file.key, file.size);
  }
}
