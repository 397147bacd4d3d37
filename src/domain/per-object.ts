/**
 * A function memoised per object it is given, written once: a machine's context (and so its
 * inputs) is a new object on every assign, so the guards, the selectors and the views of one
 * snapshot share one evaluation, and an object never changed once made is worked on once.
 */
export function perObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const cache = new WeakMap<K, V>();
  return (key) => {
    if (!cache.has(key)) cache.set(key, compute(key));
    return cache.get(key) as V;
  };
}
