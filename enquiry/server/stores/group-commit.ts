/**
 * Group commit for both stores: submissions that arrive in the same turn of
 * the event loop are committed together — one transaction, one flush to
 * disk — and each caller's promise resolves only after that commit. If the
 * group fails, each submission is tried alone, so one bad enquiry does not
 * fail the others.
 */
type Waiting<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };

export class GroupCommit<I, R> {
  private waiting: Waiting<I, R>[] = [];
  private readonly commit: (items: I[]) => R[] | Promise<R[]>;

  /** `commit` stores all of `items` in one transaction and returns their results in order. */
  constructor(commit: (items: I[]) => R[] | Promise<R[]>) {
    this.commit = commit;
  }

  add(item: I): Promise<R> {
    return new Promise((resolve, reject) => {
      if (this.waiting.push({ item, resolve, reject }) === 1) setImmediate(() => void this.flush());
    });
  }

  /** Commits what is waiting now (also used on close). */
  async flush(): Promise<void> {
    const group = this.waiting;
    this.waiting = [];
    if (group.length === 0) return;
    let results: R[];
    try {
      results = await this.commit(group.map((w) => w.item));
    } catch {
      await Promise.all(
        group.map(async (w) => {
          try {
            w.resolve((await this.commit([w.item]))[0]!);
          } catch (error) {
            w.reject(error);
          }
        }),
      );
      return;
    }
    group.forEach((w, i) => w.resolve(results[i]!));
  }
}
