/**
 * A seeded random source, so a given size always generates the same catalogue: two runs of the
 * benchmark measure the same data, and a failure can be reproduced.
 */
export interface Random {
  /** [0, 1) */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** 24 hex characters, the shape of server/db/ids.ts `newId`. */
  id(): string;
  /** `ORD-` + 9 of [0-9A-Z], the shape of the orders module's customOrderId. */
  customOrderId(): string;
}

const ORDER_ID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** mulberry32: tiny, fast and good enough for test data (not for anything secret). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const uint32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = () => uint32() / 4294967296;
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    chance: (p) => next() < p,
    id: () => [uint32(), uint32(), uint32()].map((n) => n.toString(16).padStart(8, '0')).join(''),
    customOrderId: () => {
      let id = 'ORD-';
      for (let i = 0; i < 9; i += 1) id += ORDER_ID_ALPHABET[int(0, ORDER_ID_ALPHABET.length - 1)];
      return id;
    },
  };
}
