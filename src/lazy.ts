// A value built on first use and kept: for tables that cost tens of milliseconds to build
// and that most starts never need before their first request (bench/startup.ts).
export function lazy<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}
