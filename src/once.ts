/**
 * `load`'s promise, asked for once: a server calls its loaders for every page it renders, and each `import()` goes
 * through the module loader's resolution again (under Node's module hooks, a round trip to their thread). A failed
 * load is forgotten, so the next call tries again (a browser that lost the network, a chunk the build replaced).
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
