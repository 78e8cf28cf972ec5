/**
 * Maximum-weight perfect matching in a general sparse graph: Edmonds' blossom algorithm with
 * dual variables (primal-dual), built for pairing large fields.
 *
 * The blossom bookkeeping (labels, labelend, blossom childs/endpoints, augment and expand)
 * follows Joris van Rantwijk's well-known reference implementation of Galil's O(n³) method.
 * What differs, and why it scales to 10,000 players on a sparse candidate graph:
 *   - a warm start: every vertex's dual is its heaviest incident edge, and every edge that is
 *     then tight at both ends is matched greedily; in a Swiss field that pairs most players
 *     before the first stage;
 *   - one alternating tree per stage, grown from a single free vertex (valid for a perfect
 *     matching, whose vertex duals are unrestricted in sign), so a stage only touches the part
 *     of the graph its tree reaches;
 *   - the next dual change comes from three binary heaps (least-slack edge from the tree to
 *     outside, least-slack edge between two outer blossoms, smallest inner-blossom dual) with
 *     keys offset by the stage's accumulated dual change, so no edge is rescanned to find it;
 *   - labels, duals and heaps are reset through a list of what the stage touched, never by a
 *     pass over every vertex or edge.
 * Every vertex of one tree is joined to the root by tight edges, so all its duals share one
 * parity: with integer weights every dual change is an integer and the arithmetic stays exact
 * (weights must be integers with |w| < 2^50).
 *
 * Vocabulary: an edge k has two "endpoints" 2k and 2k+1 (endpoint[2k] = u, endpoint[2k+1] = v);
 * mate[v] holds the endpoint index of v's partner during the run. Labels: 0 outside the tree,
 * 1 = S (outer), 2 = T (inner); 5 marks a blossom on the current scan path.
 */

/**
 * The way round a blossom from its child at index `i` to its base (index 0) that takes an even
 * number of steps: forward from an odd index (counting from `i - length`), backward from an even
 * one. `endptrick` picks the endpoint of each edge on the way (0 going forward, 1 backward).
 */
function walkToBase(i: number, length: number): { j: number; jstep: 1 | -1; endptrick: 0 | 1 } {
  return i & 1 ? { j: i - length, jstep: 1, endptrick: 0 } : { j: i, jstep: -1, endptrick: 1 };
}

/** Python-style index: negative counts from the end. */
function at(list: readonly number[], i: number): number {
  return list[i < 0 ? i + list.length : i] as number;
}

export interface WeightedEdges {
  /** First endpoint of each edge. */
  u: ArrayLike<number>;
  /** Second endpoint of each edge. */
  v: ArrayLike<number>;
  /** Integer weight of each edge. */
  w: ArrayLike<number>;
}

/** Binary min-heap of (key, item) over growable typed arrays. */
class MinHeap {
  private keys = new Float64Array(64);
  private items = new Int32Array(64);
  size = 0;

  get topKey(): number {
    return this.keys[0] as number;
  }

  get topItem(): number {
    return this.items[0] as number;
  }

  clear(): void {
    this.size = 0;
  }

  push(key: number, item: number): void {
    if (this.size === this.keys.length) {
      const keys = new Float64Array(this.size * 2);
      keys.set(this.keys);
      this.keys = keys;
      const items = new Int32Array(this.size * 2);
      items.set(this.items);
      this.items = items;
    }
    let i = this.size++;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if ((this.keys[parent] as number) <= key) break;
      this.keys[i] = this.keys[parent] as number;
      this.items[i] = this.items[parent] as number;
      i = parent;
    }
    this.keys[i] = key;
    this.items[i] = item;
  }

  pop(): void {
    const last = --this.size;
    if (last <= 0) return;
    const key = this.keys[last] as number;
    const item = this.items[last] as number;
    let i = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= last) break;
      if (child + 1 < last && (this.keys[child + 1] as number) < (this.keys[child] as number)) child++;
      if ((this.keys[child] as number) >= key) break;
      this.keys[i] = this.keys[child] as number;
      this.items[i] = this.items[child] as number;
      i = child;
    }
    this.keys[i] = key;
    this.items[i] = item;
  }
}

/**
 * Returns `mate` of a maximum-weight perfect matching (mate[i] is the vertex matched to i),
 * or null when the graph has no perfect matching. Vertices are 0..vertexCount-1; self-loops
 * are not allowed.
 */
export function maxWeightPerfectMatching(vertexCount: number, edges: WeightedEdges): Int32Array | null {
  const n = vertexCount;
  const ne = edges.u.length;
  if (n === 0) return new Int32Array(0);
  if (n % 2 === 1) return null;

  const endpoint = new Int32Array(2 * ne);
  const weight = new Float64Array(ne);
  const degree = new Int32Array(n + 1);
  for (let k = 0; k < ne; k++) {
    const a = edges.u[k] as number;
    const b = edges.v[k] as number;
    if (a === b || a < 0 || b < 0 || a >= n || b >= n) throw new Error(`Invalid edge ${k}: ${a}-${b}`);
    endpoint[2 * k] = a;
    endpoint[2 * k + 1] = b;
    weight[k] = edges.w[k] as number;
    degree[a] = (degree[a] as number) + 1;
    degree[b] = (degree[b] as number) + 1;
  }
  for (let v = 0; v < n; v++) if (degree[v] === 0) return null;
  // Adjacency as CSR: for vertex v, nbList[nbStart[v] .. nbStart[v+1]) are endpoints p with
  // endpoint[p] = the neighbour (and p ^ 1 = v's own end of that edge).
  const nbStart = new Int32Array(n + 1);
  for (let v = 0; v < n; v++) nbStart[v + 1] = (nbStart[v] as number) + (degree[v] as number);
  const cursor = nbStart.slice(0, n);
  const nbList = new Int32Array(2 * ne);
  for (let k = 0; k < ne; k++) {
    const a = endpoint[2 * k] as number;
    const b = endpoint[2 * k + 1] as number;
    nbList[cursor[a]!++] = 2 * k + 1;
    nbList[cursor[b]!++] = 2 * k;
  }

  const mate = new Int32Array(n).fill(-1);
  const label = new Int8Array(2 * n);
  const labelend = new Int32Array(2 * n).fill(-1);
  const inblossom = new Int32Array(n);
  for (let v = 0; v < n; v++) inblossom[v] = v;
  const blossomparent = new Int32Array(2 * n).fill(-1);
  const blossomchilds: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const blossombase = new Int32Array(2 * n).fill(-1);
  for (let v = 0; v < n; v++) blossombase[v] = v;
  const blossomendps: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedblossoms.push(b);
  const dualvar = new Float64Array(2 * n);
  const queue: number[] = [];

  // Stage bookkeeping: everything whose label was set, and every vertex of the tree.
  const touchedIn = new Int32Array(2 * n);
  const touched: number[] = [];
  let stageNo = 0;
  const touch = (x: number): void => {
    if (touchedIn[x] !== stageNo) {
      touchedIn[x] = stageNo;
      touched.push(x);
    }
  };
  const setLabel = (x: number, l: number): void => {
    label[x] = l;
    touch(x);
  };
  // Least slack from the tree to outside (key: slack + dualShift), between two S-blossoms
  // (key: slack + 2·dualShift), and the smallest T-blossom dual (key: dual + dualShift).
  const toOutside = new MinHeap();
  const betweenOuter = new MinHeap();
  const innerBlossoms = new MinHeap();
  let dualShift = 0;

  const slack = (k: number): number =>
    (dualvar[endpoint[2 * k] as number] as number) +
    (dualvar[endpoint[2 * k + 1] as number] as number) -
    2 * (weight[k] as number);

  // Warm start: feasible duals (each vertex's heaviest edge), then every edge tight at both
  // ends matched greedily.
  dualvar.fill(-Infinity, 0, n);
  for (let k = 0; k < ne; k++) {
    const wk = weight[k] as number;
    const a = endpoint[2 * k] as number;
    const b = endpoint[2 * k + 1] as number;
    if (wk > (dualvar[a] as number)) dualvar[a] = wk;
    if (wk > (dualvar[b] as number)) dualvar[b] = wk;
  }
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    for (let q = nbStart[v] as number; q < (nbStart[v + 1] as number); q++) {
      const p = nbList[q] as number;
      const w = endpoint[p] as number;
      if (mate[w] === -1 && slack(p >> 1) === 0) {
        mate[v] = p;
        mate[w] = p ^ 1;
        break;
      }
    }
  }

  const leaves = (b: number, out: number[] = []): number[] => {
    if (b < n) {
      out.push(b);
      return out;
    }
    const stack = [b];
    while (stack.length > 0) {
      const t = stack.pop() as number;
      if (t < n) out.push(t);
      else {
        const childs = blossomchilds[t] as number[];
        for (let i = childs.length - 1; i >= 0; i--) stack.push(childs[i] as number);
      }
    }
    return out;
  };

  const assignLabel = (w: number, t: number, p: number): void => {
    const b = inblossom[w] as number;
    setLabel(w, t);
    setLabel(b, t);
    labelend[w] = p;
    labelend[b] = p;
    for (const lv of leaves(b)) {
      touch(lv);
      if (t === 1) queue.push(lv);
    }
    if (t === 2) {
      if (b >= n) innerBlossoms.push((dualvar[b] as number) + dualShift, b);
      const base = blossombase[b] as number;
      const m = mate[base] as number;
      assignLabel(endpoint[m] as number, 1, m ^ 1);
    }
  };

  /** Trace back from v and w; returns the base of a new blossom, or -1 for an augmenting path. */
  const scanBlossom = (v0: number, w0: number): number => {
    const path: number[] = [];
    let base = -1;
    let v = v0;
    let w = w0;
    while (v !== -1 || w !== -1) {
      let b = inblossom[v] as number;
      if ((label[b] as number) & 4) {
        base = blossombase[b] as number;
        break;
      }
      path.push(b);
      label[b] = 5;
      if (labelend[b] === -1) {
        v = -1;
      } else {
        v = endpoint[labelend[b] as number] as number;
        b = inblossom[v] as number;
        v = endpoint[labelend[b] as number] as number;
      }
      if (w !== -1) {
        const t = v;
        v = w;
        w = t;
      }
    }
    for (const b of path) label[b] = 1;
    return base;
  };

  const addBlossom = (base: number, k: number): void => {
    let v = endpoint[2 * k] as number;
    let w = endpoint[2 * k + 1] as number;
    const bb = inblossom[base] as number;
    let bv = inblossom[v] as number;
    let bw = inblossom[w] as number;
    const b = unusedblossoms.pop() as number;
    blossombase[b] = base;
    blossomparent[b] = -1;
    blossomparent[bb] = b;
    const path: number[] = [];
    const endps: number[] = [];
    while (bv !== bb) {
      blossomparent[bv] = b;
      path.push(bv);
      endps.push(labelend[bv] as number);
      v = endpoint[labelend[bv] as number] as number;
      bv = inblossom[v] as number;
    }
    path.push(bb);
    path.reverse();
    endps.reverse();
    endps.push(2 * k);
    while (bw !== bb) {
      blossomparent[bw] = b;
      path.push(bw);
      endps.push((labelend[bw] as number) ^ 1);
      w = endpoint[labelend[bw] as number] as number;
      bw = inblossom[w] as number;
    }
    blossomchilds[b] = path;
    blossomendps[b] = endps;
    setLabel(b, 1);
    labelend[b] = labelend[bb] as number;
    dualvar[b] = 0;
    for (const lv of leaves(b)) {
      if (label[inblossom[lv] as number] === 2) queue.push(lv);
      inblossom[lv] = b;
    }
  };

  /** A sub-blossom left outside the tree by an expansion: its edges from S vertices count again. */
  const reconsiderFromOuter = (sub: number): void => {
    for (const x of leaves(sub)) {
      for (let q = nbStart[x] as number; q < (nbStart[x + 1] as number); q++) {
        const p = nbList[q] as number;
        const y = endpoint[p] as number;
        if (label[inblossom[y] as number] === 1) toOutside.push(slack(p >> 1) + dualShift, p >> 1);
      }
    }
  };

  const expandBlossom = (b: number, endstage: boolean): void => {
    const childs = blossomchilds[b] as number[];
    for (const s of childs) {
      blossomparent[s] = -1;
      if (s < n) inblossom[s] = s;
      else if (endstage && dualvar[s] === 0) expandBlossom(s, endstage);
      else for (const v of leaves(s)) inblossom[v] = s;
    }
    if (!endstage && label[b] === 2) {
      const endps = blossomendps[b] as number[];
      const entrychild = inblossom[endpoint[(labelend[b] as number) ^ 1] as number] as number;
      const walk = walkToBase(childs.indexOf(entrychild), childs.length);
      let j = walk.j;
      const { jstep, endptrick } = walk;
      let p = labelend[b] as number;
      while (j !== 0) {
        setLabel(endpoint[p ^ 1] as number, 0);
        setLabel(endpoint[at(endps, j - endptrick) ^ endptrick ^ 1] as number, 0);
        assignLabel(endpoint[p ^ 1] as number, 2, p);
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        j += jstep;
      }
      const bv = at(childs, j);
      setLabel(endpoint[p ^ 1] as number, 2);
      setLabel(bv, 2);
      labelend[endpoint[p ^ 1] as number] = p;
      labelend[bv] = p;
      if (bv >= n) innerBlossoms.push((dualvar[bv] as number) + dualShift, bv);
      j += jstep;
      while (at(childs, j) !== entrychild) {
        const sub = at(childs, j);
        if (label[sub] === 1) {
          j += jstep;
          continue;
        }
        let reached = -1;
        for (const v of leaves(sub)) {
          if (label[v] !== 0) {
            reached = v;
            break;
          }
        }
        if (reached !== -1) {
          setLabel(reached, 0);
          setLabel(endpoint[mate[blossombase[sub] as number] as number] as number, 0);
          assignLabel(reached, 2, labelend[reached] as number);
        } else {
          reconsiderFromOuter(sub);
        }
        j += jstep;
      }
    }
    label[b] = -1;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t] as number;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomchilds[b] as number[];
    const endps = blossomendps[b] as number[];
    const i = childs.indexOf(t);
    const walk = walkToBase(i, childs.length);
    let j = walk.j;
    const { jstep, endptrick } = walk;
    while (j !== 0) {
      j += jstep;
      t = at(childs, j);
      const p = at(endps, j - endptrick) ^ endptrick;
      if (t >= n) augmentBlossom(t, endpoint[p] as number);
      j += jstep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, endpoint[p ^ 1] as number);
      mate[endpoint[p] as number] = p ^ 1;
      mate[endpoint[p ^ 1] as number] = p;
    }
    const rotatedChilds = childs.slice(i).concat(childs.slice(0, i));
    blossomchilds[b] = rotatedChilds;
    blossomendps[b] = endps.slice(i).concat(endps.slice(0, i));
    blossombase[b] = blossombase[rotatedChilds[0] as number] as number;
  };

  const augmentMatching = (k: number): void => {
    const starts: [number, number][] = [
      [endpoint[2 * k] as number, 2 * k + 1],
      [endpoint[2 * k + 1] as number, 2 * k],
    ];
    for (const [s0, p0] of starts) {
      let s = s0;
      let p = p0;
      for (;;) {
        const bs = inblossom[s] as number;
        if (bs >= n) augmentBlossom(bs, s);
        mate[s] = p;
        if (labelend[bs] === -1) break;
        const t = endpoint[labelend[bs] as number] as number;
        const bt = inblossom[t] as number;
        s = endpoint[labelend[bt] as number] as number;
        const j = endpoint[(labelend[bt] as number) ^ 1] as number;
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelend[bt] as number;
        p = (labelend[bt] as number) ^ 1;
      }
    }
  };

  /** Edge p (from S vertex v to endpoint[p]) is tight: grow, shrink or augment. True if augmented. */
  const useTightEdge = (v: number, p: number): boolean => {
    const w = endpoint[p] as number;
    const bw = inblossom[w] as number;
    const lw = label[bw];
    if (lw === 0) {
      if (mate[blossombase[bw] as number] === -1) {
        augmentMatching(p >> 1);
        return true;
      }
      assignLabel(w, 2, p ^ 1);
    } else if (lw === 1) {
      const base = scanBlossom(v, w);
      if (base < 0) {
        augmentMatching(p >> 1);
        return true;
      }
      addBlossom(base, p >> 1);
    } else if (label[w] === 0) {
      setLabel(w, 2);
      labelend[w] = p ^ 1;
    }
    return false;
  };

  /** Scans S vertex v's edges: tight ones are used, the others queued by slack. */
  const scan = (v: number): boolean => {
    const end = nbStart[v + 1] as number;
    for (let q = nbStart[v] as number; q < end; q++) {
      const p = nbList[q] as number;
      const w = endpoint[p] as number;
      const bw = inblossom[w] as number;
      if (inblossom[v] === bw) continue;
      const lw = label[bw];
      if (lw === 2 && label[w] !== 0) continue; // S–T tree edge: its slack does not move
      const s = slack(p >> 1);
      if (s <= 0) {
        if (useTightEdge(v, p)) return true;
      } else if (lw === 1) betweenOuter.push(s + 2 * dualShift, p >> 1);
      else if (lw === 0) toOutside.push(s + dualShift, p >> 1);
      // else: w is inside a T-blossom; reconsidered if that blossom is expanded.
    }
    return false;
  };

  for (let root = 0; root < n; root++) {
    if (mate[root] !== -1) continue;
    stageNo++;
    touched.length = 0;
    queue.length = 0;
    toOutside.clear();
    betweenOuter.clear();
    innerBlossoms.clear();
    dualShift = 0;
    assignLabel(root, 1, -1);
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) augmented = scan(queue.pop() as number);
      if (augmented) break;

      // No tight edge left to use: the smallest dual change that makes progress.
      let delta = Infinity;
      let kind = 0;
      while (toOutside.size > 0) {
        const k = toOutside.topItem;
        const la = label[inblossom[endpoint[2 * k] as number] as number];
        const lb = label[inblossom[endpoint[2 * k + 1] as number] as number];
        if (!((la === 1 && lb === 0) || (la === 0 && lb === 1))) {
          toOutside.pop();
          continue;
        }
        const s = slack(k);
        if (s !== toOutside.topKey - dualShift) {
          toOutside.pop();
          toOutside.push(s + dualShift, k);
          continue;
        }
        delta = s;
        kind = 2;
        break;
      }
      while (betweenOuter.size > 0) {
        const k = betweenOuter.topItem;
        const ba = inblossom[endpoint[2 * k] as number] as number;
        const bb = inblossom[endpoint[2 * k + 1] as number] as number;
        if (ba === bb || label[ba] !== 1 || label[bb] !== 1) {
          betweenOuter.pop();
          continue;
        }
        const s = slack(k);
        if (s !== betweenOuter.topKey - 2 * dualShift) {
          betweenOuter.pop();
          betweenOuter.push(s + 2 * dualShift, k);
          continue;
        }
        if (s / 2 < delta) {
          delta = s / 2;
          kind = 3;
        }
        break;
      }
      while (innerBlossoms.size > 0) {
        const b = innerBlossoms.topItem;
        if ((blossombase[b] as number) < 0 || blossomparent[b] !== -1 || label[b] !== 2) {
          innerBlossoms.pop();
          continue;
        }
        const z = dualvar[b] as number;
        if (z !== innerBlossoms.topKey - dualShift) {
          innerBlossoms.pop();
          innerBlossoms.push(z + dualShift, b);
          continue;
        }
        if (z < delta) {
          delta = z;
          kind = 4;
        }
        break;
      }
      if (kind === 0) return null; // the tree cannot grow: no perfect matching exists

      if (delta > 0) {
        for (const x of touched) {
          if (x < n) {
            const l = label[inblossom[x] as number];
            if (l === 1) dualvar[x] = (dualvar[x] as number) - delta;
            else if (l === 2) dualvar[x] = (dualvar[x] as number) + delta;
          } else if ((blossombase[x] as number) >= 0 && blossomparent[x] === -1) {
            if (label[x] === 1) dualvar[x] = (dualvar[x] as number) + delta;
            else if (label[x] === 2) dualvar[x] = (dualvar[x] as number) - delta;
          }
        }
        dualShift += delta;
      }
      if (kind === 2) {
        const k = toOutside.topItem;
        toOutside.pop();
        const a = endpoint[2 * k] as number;
        if (label[inblossom[a] as number] === 1) augmented = useTightEdge(a, 2 * k + 1);
        else augmented = useTightEdge(endpoint[2 * k + 1] as number, 2 * k);
      } else if (kind === 3) {
        const k = betweenOuter.topItem;
        betweenOuter.pop();
        augmented = useTightEdge(endpoint[2 * k] as number, 2 * k + 1);
      } else {
        const b = innerBlossoms.topItem;
        innerBlossoms.pop();
        expandBlossom(b, false);
      }
      if (augmented) break;
    }
    for (const x of touched) {
      if (x >= n && blossomparent[x] === -1 && (blossombase[x] as number) >= 0 && label[x] === 1 && dualvar[x] === 0)
        expandBlossom(x, true);
    }
    for (const x of touched) {
      label[x] = 0;
      labelend[x] = -1;
    }
  }

  const result = new Int32Array(n);
  for (let v = 0; v < n; v++) result[v] = endpoint[mate[v] as number] as number;
  return result;
}
