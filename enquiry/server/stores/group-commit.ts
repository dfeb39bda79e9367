/**
 * Group commit for both stores: submissions are committed together — one
 * transaction, one flush to disk — and each caller's promise resolves only
 * after that commit. One group is committed at a time: what arrives while
 * it commits waits and goes as the next group (at most MAX_GROUP at once),
 * so a busy store makes fewer, larger transactions instead of many small
 * ones side by side. If a group fails, each of its submissions is tried
 * alone, so one bad enquiry does not fail the others.
 */
type Waiting<I, R> = { item: I; resolve: (result: R) => void; reject: (error: unknown) => void };

/** The most submissions in one transaction: bounds a statement's size when a backlog has built up. */
export const MAX_GROUP = 100;

export class GroupCommit<I, R> {
  private waiting: Waiting<I, R>[] = [];
  private readonly commit: (items: I[]) => R[] | Promise<R[]>;
  /** The group being committed now, if any. */
  private committing: Promise<void> | null = null;
  private scheduled = false;

  /** `commit` stores all of `items` in one transaction and returns their results in order. */
  constructor(commit: (items: I[]) => R[] | Promise<R[]>) {
    this.commit = commit;
  }

  add(item: I): Promise<R> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ item, resolve, reject });
      this.schedule();
    });
  }

  /** Commits the next group after this turn of the event loop (the submissions arriving in it join), unless one is committing. */
  private schedule(): void {
    if (this.scheduled || this.committing || this.waiting.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      if (!this.committing) this.startNext();
    });
  }

  /** Starts committing the next group; once it is done, what waits meanwhile is scheduled. */
  private startNext(): Promise<void> {
    this.committing = this.commitNext().finally(() => {
      this.committing = null;
      this.schedule();
    });
    return this.committing;
  }

  /** Commits everything waiting, group after group (also used on close). */
  async flush(): Promise<void> {
    while (this.committing || this.waiting.length > 0) await (this.committing ?? this.startNext());
  }

  private async commitNext(): Promise<void> {
    const group = this.waiting.splice(0, MAX_GROUP);
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
