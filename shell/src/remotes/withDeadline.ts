/** Rejects with a RemoteTimeoutError when `work` has not settled within `ms`. */
export class RemoteTimeoutError extends Error {
  constructor(ms: number) {
    super(`No answer within ${ms} ms`);
    this.name = 'RemoteTimeoutError';
  }
}

export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(ms)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
