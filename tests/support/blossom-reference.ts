/**
 * TEST ORACLE ONLY: the pairing engine's previous matcher, kept so the tests can check that the
 * scalable one (src/core/rules/tournament/pairing/blossom.ts) finds the same optimum. Not used
 * by the app.
 *
 * Maximum-weight matching in a general graph: Edmonds' blossom algorithm with dual variables,
 * in the O(n³) formulation of Galil ("Efficient algorithms for finding maximum matching in
 * graphs", 1986), following the structure of Joris van Rantwijk's well-known reference
 * implementation, written here over typed arrays and a compressed adjacency list.
 *
 * Weights must be integers (exact in a double, |w| < 2^51) so that dual updates stay exact.
 * With `maxCardinality` the result is a maximum-weight matching among the matchings of
 * maximum size.
 *
 * Vocabulary: an edge k has two "endpoints" 2k and 2k+1 (endpoint[2k] = u, endpoint[2k+1] = v);
 * mate[v] holds the endpoint index of v's partner during the run. Labels: 0 free, 1 = S (outer),
 * 2 = T (inner); 5 marks a blossom on the current scan path.
 */

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

/**
 * Returns `mate`, where mate[i] is the vertex matched to i, or -1.
 * Vertices are 0..vertexCount-1; self-loops are not allowed.
 */
export function maxWeightMatching(vertexCount: number, edges: WeightedEdges, maxCardinality = true): Int32Array {
  const n = vertexCount;
  const ne = edges.u.length;
  const result = new Int32Array(n).fill(-1);
  if (n === 0 || ne === 0) return result;

  const endpoint = new Int32Array(2 * ne);
  const weight = new Float64Array(ne);
  let maxweight = 0;
  const degree = new Int32Array(n + 1);
  for (let k = 0; k < ne; k++) {
    const a = edges.u[k] as number;
    const b = edges.v[k] as number;
    if (a === b || a < 0 || b < 0 || a >= n || b >= n) throw new Error(`Invalid edge ${k}: ${a}-${b}`);
    endpoint[2 * k] = a;
    endpoint[2 * k + 1] = b;
    const wk = edges.w[k] as number;
    weight[k] = wk;
    if (wk > maxweight) maxweight = wk;
    degree[a] = (degree[a] as number) + 1;
    degree[b] = (degree[b] as number) + 1;
  }
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
  const bestedge = new Int32Array(2 * n).fill(-1);
  const blossombestedges: (number[] | null)[] = new Array<number[] | null>(2 * n).fill(null);
  const unusedblossoms: number[] = [];
  for (let b = 2 * n - 1; b >= n; b--) unusedblossoms.push(b);
  const dualvar = new Float64Array(2 * n);
  for (let v = 0; v < n; v++) dualvar[v] = maxweight;
  const allowedge = new Uint8Array(ne);
  const queue: number[] = [];
  // Scratch for addBlossom's best-edge bookkeeping.
  const bestedgeto = new Int32Array(2 * n).fill(-1);

  const slack = (k: number): number =>
    (dualvar[endpoint[2 * k] as number] as number) +
    (dualvar[endpoint[2 * k + 1] as number] as number) -
    2 * (weight[k] as number);

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
    label[w] = t;
    label[b] = t;
    labelend[w] = p;
    labelend[b] = p;
    bestedge[w] = -1;
    bestedge[b] = -1;
    if (t === 1) {
      leaves(b, queue);
    } else if (t === 2) {
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
    label[b] = 1;
    labelend[b] = labelend[bb] as number;
    dualvar[b] = 0;
    for (const lv of leaves(b)) {
      if (label[inblossom[lv] as number] === 2) queue.push(lv);
      inblossom[lv] = b;
    }
    // Least-slack edges from the new blossom to every other S-blossom.
    const touched: number[] = [];
    const consider = (kk: number): void => {
      let j = endpoint[2 * kk + 1] as number;
      if (inblossom[j] === b) j = endpoint[2 * kk] as number;
      const bj = inblossom[j] as number;
      if (bj !== b && label[bj] === 1) {
        const cur = bestedgeto[bj] as number;
        if (cur === -1) {
          bestedgeto[bj] = kk;
          touched.push(bj);
        } else if (slack(kk) < slack(cur)) bestedgeto[bj] = kk;
      }
    };
    for (const sub of path) {
      const list = blossombestedges[sub];
      if (list === null || list === undefined) {
        for (const lv of leaves(sub)) {
          for (let q = nbStart[lv] as number; q < (nbStart[lv + 1] as number); q++)
            consider((nbList[q] as number) >> 1);
        }
      } else {
        for (const kk of list) consider(kk);
      }
      blossombestedges[sub] = null;
      bestedge[sub] = -1;
    }
    const best: number[] = [];
    let bestK = -1;
    for (const bj of touched) {
      const kk = bestedgeto[bj] as number;
      bestedgeto[bj] = -1;
      best.push(kk);
      if (bestK === -1 || slack(kk) < slack(bestK)) bestK = kk;
    }
    blossombestedges[b] = best;
    bestedge[b] = bestK;
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
      let j = childs.indexOf(entrychild);
      let jstep: number;
      let endptrick: number;
      if (j & 1) {
        j -= childs.length;
        jstep = 1;
        endptrick = 0;
      } else {
        jstep = -1;
        endptrick = 1;
      }
      let p = labelend[b] as number;
      while (j !== 0) {
        label[endpoint[p ^ 1] as number] = 0;
        label[endpoint[at(endps, j - endptrick) ^ endptrick ^ 1] as number] = 0;
        assignLabel(endpoint[p ^ 1] as number, 2, p);
        allowedge[at(endps, j - endptrick) >> 1] = 1;
        j += jstep;
        p = at(endps, j - endptrick) ^ endptrick;
        allowedge[p >> 1] = 1;
        j += jstep;
      }
      const bv = at(childs, j);
      label[endpoint[p ^ 1] as number] = 2;
      label[bv] = 2;
      labelend[endpoint[p ^ 1] as number] = p;
      labelend[bv] = p;
      bestedge[bv] = -1;
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
          label[reached] = 0;
          label[endpoint[mate[blossombase[sub] as number] as number] as number] = 0;
          assignLabel(reached, 2, labelend[reached] as number);
        }
        j += jstep;
      }
    }
    label[b] = -1;
    labelend[b] = -1;
    blossomchilds[b] = null;
    blossomendps[b] = null;
    blossombase[b] = -1;
    blossombestedges[b] = null;
    bestedge[b] = -1;
    unusedblossoms.push(b);
  };

  const augmentBlossom = (b: number, v: number): void => {
    let t = v;
    while (blossomparent[t] !== b) t = blossomparent[t] as number;
    if (t >= n) augmentBlossom(t, v);
    const childs = blossomchilds[b] as number[];
    const endps = blossomendps[b] as number[];
    const i = childs.indexOf(t);
    let j = i;
    let jstep: number;
    let endptrick: number;
    if (i & 1) {
      j -= childs.length;
      jstep = 1;
      endptrick = 0;
    } else {
      jstep = -1;
      endptrick = 1;
    }
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

  for (let stage = 0; stage < n; stage++) {
    label.fill(0);
    bestedge.fill(-1);
    for (let b = n; b < 2 * n; b++) blossombestedges[b] = null;
    allowedge.fill(0);
    queue.length = 0;
    for (let v = 0; v < n; v++) {
      if (mate[v] === -1 && label[inblossom[v] as number] === 0) assignLabel(v, 1, -1);
    }
    let augmented = false;
    for (;;) {
      while (queue.length > 0 && !augmented) {
        const v = queue.pop() as number;
        const end = nbStart[v + 1] as number;
        for (let q = nbStart[v] as number; q < end; q++) {
          const p = nbList[q] as number;
          const k = p >> 1;
          const w = endpoint[p] as number;
          if (inblossom[v] === inblossom[w]) continue;
          let kslack = 0;
          if (!allowedge[k]) {
            kslack = slack(k);
            if (kslack <= 0) allowedge[k] = 1;
          }
          if (allowedge[k]) {
            const lw = label[inblossom[w] as number];
            if (lw === 0) {
              assignLabel(w, 2, p ^ 1);
            } else if (lw === 1) {
              const base = scanBlossom(v, w);
              if (base >= 0) addBlossom(base, k);
              else {
                augmentMatching(k);
                augmented = true;
                break;
              }
            } else if (label[w] === 0) {
              label[w] = 2;
              labelend[w] = p ^ 1;
            }
          } else if (label[inblossom[w] as number] === 1) {
            const b = inblossom[v] as number;
            if (bestedge[b] === -1 || kslack < slack(bestedge[b] as number)) bestedge[b] = k;
          } else if (label[w] === 0) {
            if (bestedge[w] === -1 || kslack < slack(bestedge[w] as number)) bestedge[w] = k;
          }
        }
      }
      if (augmented) break;

      // No augmenting path with the current tight edges: change the duals.
      let deltatype = -1;
      let delta = 0;
      let deltaedge = -1;
      let deltablossom = -1;
      if (!maxCardinality) {
        deltatype = 1;
        delta = Infinity;
        for (let v = 0; v < n; v++) if ((dualvar[v] as number) < delta) delta = dualvar[v] as number;
      }
      for (let v = 0; v < n; v++) {
        if (label[inblossom[v] as number] === 0 && bestedge[v] !== -1) {
          const d = slack(bestedge[v] as number);
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 2;
            deltaedge = bestedge[v] as number;
          }
        }
      }
      for (let b = 0; b < 2 * n; b++) {
        if (blossomparent[b] === -1 && label[b] === 1 && bestedge[b] !== -1) {
          const d = slack(bestedge[b] as number) / 2;
          if (deltatype === -1 || d < delta) {
            delta = d;
            deltatype = 3;
            deltaedge = bestedge[b] as number;
          }
        }
      }
      for (let b = n; b < 2 * n; b++) {
        if (
          (blossombase[b] as number) >= 0 &&
          blossomparent[b] === -1 &&
          label[b] === 2 &&
          (deltatype === -1 || (dualvar[b] as number) < delta)
        ) {
          delta = dualvar[b] as number;
          deltatype = 4;
          deltablossom = b;
        }
      }
      if (deltatype === -1) {
        // Maximum cardinality reached and no further improvement: final dual update.
        deltatype = 1;
        let m = Infinity;
        for (let v = 0; v < n; v++) if ((dualvar[v] as number) < m) m = dualvar[v] as number;
        delta = Math.max(0, m);
      }
      for (let v = 0; v < n; v++) {
        const l = label[inblossom[v] as number];
        if (l === 1) dualvar[v] = (dualvar[v] as number) - delta;
        else if (l === 2) dualvar[v] = (dualvar[v] as number) + delta;
      }
      for (let b = n; b < 2 * n; b++) {
        if ((blossombase[b] as number) >= 0 && blossomparent[b] === -1) {
          if (label[b] === 1) dualvar[b] = (dualvar[b] as number) + delta;
          else if (label[b] === 2) dualvar[b] = (dualvar[b] as number) - delta;
        }
      }
      if (deltatype === 1) break;
      if (deltatype === 2) {
        allowedge[deltaedge] = 1;
        let i = endpoint[2 * deltaedge] as number;
        if (label[inblossom[i] as number] === 0) i = endpoint[2 * deltaedge + 1] as number;
        queue.push(i);
      } else if (deltatype === 3) {
        allowedge[deltaedge] = 1;
        queue.push(endpoint[2 * deltaedge] as number);
      } else if (deltatype === 4) {
        expandBlossom(deltablossom, false);
      }
    }
    if (!augmented) break;
    for (let b = n; b < 2 * n; b++) {
      if (blossomparent[b] === -1 && (blossombase[b] as number) >= 0 && label[b] === 1 && dualvar[b] === 0) {
        expandBlossom(b, true);
      }
    }
  }

  for (let v = 0; v < n; v++) {
    const m = mate[v] as number;
    result[v] = m >= 0 ? (endpoint[m] as number) : -1;
  }
  return result;
}
