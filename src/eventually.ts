// A value a store or limiter in this process gives at once, and one over the network (PostgreSQL,
// Redis) gives as a promise. The request path's guards take either, so a request served from
// memory and SQLite makes no promise and waits no turn for them: each `await` of a value already
// there cost a v1 lookup a promise and a pass of the microtask queue, about ten of them a request.

export type Eventually<T> = T | Promise<T>;

/** `next(value)`, at once when `value` is there, after it settles when it is a promise. A throw in `next` throws (or rejects) the same way. */
export function andThen<T, U>(value: Eventually<T>, next: (value: T) => Eventually<U>): Eventually<U> {
  return value instanceof Promise ? value.then(next) : next(value);
}
