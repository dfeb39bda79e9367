/** The group commit both stores use: one group at a time, what arrives meanwhile goes as the next group, a failed group retried item by item. */
import { describe, expect, it } from 'vitest';
import { GroupCommit, MAX_GROUP } from '../../enquiry/server/stores/group-commit.ts';

/** A commit that records each group and holds it until released. */
function heldCommits() {
  const groups: number[][] = [];
  const releases: (() => void)[] = [];
  const commit = (items: number[]) =>
    new Promise<number[]>((resolve) => {
      groups.push(items);
      releases.push(() => resolve(items.map((n) => n * 10)));
    });
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  return { groups, releaseNext: () => releases.shift()!(), commit, turn };
}

describe('GroupCommit', () => {
  it('commits what arrives while a group commits as one next group, and answers each after its own commit', async () => {
    const held = heldCommits();
    const group = new GroupCommit(held.commit);
    const first = group.add(1);
    await held.turn();
    const later = [2, 3, 4].map((n) => group.add(n));
    await held.turn();
    expect(held.groups).toEqual([[1]]);
    held.releaseNext();
    expect(await first).toBe(10);
    await held.turn();
    await held.turn();
    expect(held.groups).toEqual([[1], [2, 3, 4]]);
    let answered = false;
    void Promise.all(later).then(() => (answered = true));
    await held.turn();
    expect(answered).toBe(false);
    held.releaseNext();
    expect(await Promise.all(later)).toEqual([20, 30, 40]);
  });

  it(`puts at most ${MAX_GROUP} submissions in one group and commits the rest next`, async () => {
    const held = heldCommits();
    const group = new GroupCommit(held.commit);
    const all = Array.from({ length: MAX_GROUP + 5 }, (_, n) => group.add(n));
    await held.turn();
    expect(held.groups.map((g) => g.length)).toEqual([MAX_GROUP]);
    held.releaseNext();
    await held.turn();
    await held.turn();
    expect(held.groups.map((g) => g.length)).toEqual([MAX_GROUP, 5]);
    held.releaseNext();
    expect((await Promise.all(all)).length).toBe(MAX_GROUP + 5);
  });

  it('tries each submission of a failed group alone, so one bad item fails only itself', async () => {
    const commit = async (items: number[]) => {
      if (items.includes(13)) throw new Error('bad item');
      return items;
    };
    const group = new GroupCommit(commit);
    const results = await Promise.allSettled([12, 13, 14].map((n) => group.add(n)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });

  it('commits everything waiting on flush', async () => {
    const committed: number[] = [];
    const group = new GroupCommit(async (items: number[]) => (committed.push(...items), items));
    const pending = [1, 2, 3].map((n) => group.add(n));
    await group.flush();
    expect(committed).toEqual([1, 2, 3]);
    await Promise.all(pending);
  });
});
