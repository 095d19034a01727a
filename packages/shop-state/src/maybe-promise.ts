/** A value a storage adapter may give at once (localStorage) or later (an async store). */
export type MaybePromise<T> = T | PromiseLike<T>;

export function isPromiseLike<T>(value: MaybePromise<T>): value is PromiseLike<T> {
  return typeof value === 'object' && value !== null && 'then' in value;
}

/**
 * Runs `next` on the value, synchronously when it is already there: staying synchronous for
 * localStorage keeps each read-merge-write step atomic within a tab. `recover` handles a
 * rejected promise.
 */
export function chain<T, R>(
  value: MaybePromise<T>,
  next: (value: T) => MaybePromise<R>,
  recover?: (reason: unknown) => MaybePromise<R>,
): MaybePromise<R> {
  return isPromiseLike(value) ? Promise.resolve(value).then(next, recover) : next(value);
}
