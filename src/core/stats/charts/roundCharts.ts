/**
 * The rounds in pictures: how the Objective Points spread in each round (one panel of bars per
 * round, each bar with its count above) and the top 16's Tournament Points round after round
 * (a line each, told apart by marker and dash, every line ending with the player's rank and
 * name — so no line is known by its colour).
 */
import type { RoundStats, StandingLine } from '../../../shared/api/statistics';
import type { Renderer } from '../../../shared/i18n/render';
import { msg } from '../../../shared/messages';
import type { Chart } from './svg';
import { INK, fit, frame, label, round, say } from './svg';

const WIDTH = 640;
const OP_SCORES = 11;

export function opDistributionChart(rounds: readonly RoundStats[], r: Renderer, id = 'op-rounds'): Chart {
  const title = say(r, msg('stats.chart.opRound'));
  const desc = say(r, msg('stats.chart.opRoundDesc'));
  const shown = rounds.filter((x) => x.games > 0);
  const panel = 130;
  const left = 70;
  const slot = (WIDTH - left - 20) / OP_SCORES;
  const most = Math.max(1, ...shown.flatMap((x) => x.opCounts));
  const body = shown
    .map((x, i) => {
      const top = 10 + i * panel;
      const base = top + panel - 28;
      const tall = panel - 50;
      let out = label(8, top + 14, say(r, msg('stats.round', { n: x.round })), { bold: true });
      out += `<line x1="${left}" y1="${base}" x2="${WIDTH - 20}" y2="${base}" stroke="${INK}" stroke-width="1"/>`;
      for (let op = 0; op < OP_SCORES; op++) {
        const n = x.opCounts[op] ?? 0;
        const cx = left + slot * op + slot / 2;
        const h = (tall * n) / most;
        if (n > 0) {
          out += `<rect x="${round(cx - slot * 0.35)}" y="${round(base - h)}" width="${round(slot * 0.7)}" height="${round(h)}" fill="#4a4a4a"/>`;
          out += label(cx, base - h - 3, r.number(n), { anchor: 'middle', size: 10 });
        }
        out += label(cx, base + 13, r.number(op), { anchor: 'middle', size: 10 });
      }
      return out;
    })
    .join('');
  const height = 10 + Math.max(1, shown.length) * panel;
  const chart = { id, title, desc };
  return {
    ...chart,
    svg: frame(chart, WIDTH, height, '', body),
    table: {
      caption: title,
      head: [
        say(r, msg('stats.col.round')),
        ...Array.from({ length: OP_SCORES }, (_, op) => `${say(r, msg('stats.col.op'))} ${r.number(op)}`),
      ],
      rows: shown.map((x) => [r.number(x.round), ...x.opCounts.map((n) => r.number(n))]),
    },
  };
}

/** Markers drawn in turn, so two lines that cross are told apart without colour. */
function marker(kind: number, x: number, y: number): string {
  const s = 3.5;
  switch (kind % 6) {
    case 0:
      return `<circle cx="${round(x)}" cy="${round(y)}" r="${s}" fill="${INK}"/>`;
    case 1:
      return `<rect x="${round(x - s)}" y="${round(y - s)}" width="${s * 2}" height="${s * 2}" fill="#ffffff" stroke="${INK}"/>`;
    case 2:
      return `<path d="M${round(x)} ${round(y - s - 1)}L${round(x + s + 1)} ${round(y + s)}L${round(x - s - 1)} ${round(y + s)}Z" fill="${INK}"/>`;
    case 3:
      return `<path d="M${round(x)} ${round(y - s - 1)}L${round(x + s + 1)} ${round(y)}L${round(x)} ${round(y + s + 1)}L${round(x - s - 1)} ${round(y)}Z" fill="#ffffff" stroke="${INK}"/>`;
    case 4:
      return `<path d="M${round(x - s)} ${round(y - s)}L${round(x + s)} ${round(y + s)}M${round(x + s)} ${round(y - s)}L${round(x - s)} ${round(y + s)}" stroke="${INK}" stroke-width="1.5"/>`;
    default:
      return `<circle cx="${round(x)}" cy="${round(y)}" r="${s}" fill="#ffffff" stroke="${INK}"/>`;
  }
}

const DASHES = ['', '6 3', '2 2', '8 3 2 3'];

export function tpChart(lines: readonly StandingLine[], r: Renderer, id = 'tp-rounds'): Chart {
  const title = say(r, msg('stats.chart.tp'));
  const desc = say(r, msg('stats.chart.tpDesc'));
  const rounds = Math.max(0, ...lines.map((l) => l.tp.length));
  const left = 50;
  const right = 190;
  const top = 14;
  const height = Math.max(220, 60 + lines.length * 16);
  const base = height - 34;
  const most = Math.max(1, ...lines.flatMap((l) => l.tp));
  // The first round sits clear of the axis, so its markers never cover the TP labels.
  const inset = 16;
  const xOf = (i: number) =>
    rounds <= 1 ? left + inset : left + inset + ((WIDTH - left - right - inset) * i) / (rounds - 1);
  const yOf = (tp: number) => base - ((base - top) * tp) / most;
  let body = `<line x1="${left}" y1="${base}" x2="${WIDTH - right}" y2="${base}" stroke="${INK}"/>`;
  body += `<line x1="${left}" y1="${top}" x2="${left}" y2="${base}" stroke="${INK}"/>`;
  for (let i = 0; i < rounds; i++) body += label(xOf(i), base + 14, r.number(i + 1), { anchor: 'middle', size: 10 });
  body += label((left + WIDTH - right) / 2, base + 28, say(r, msg('stats.col.round')), { anchor: 'middle', size: 10 });
  const step = most <= 12 ? 2 : most <= 30 ? 5 : 10;
  for (let tp = 0; tp <= most; tp += step)
    body += label(left - 6, yOf(tp) + 3, r.number(tp), { anchor: 'end', size: 10 });
  // End labels in final order, nudged apart so none sits on another.
  const ends = lines.map((l, i) => ({ i, y: yOf(l.tp[l.tp.length - 1] ?? 0) }));
  let floor = -Infinity;
  for (const e of [...ends].sort((a, b) => a.y - b.y || a.i - b.i)) {
    e.y = Math.max(e.y, floor + 12);
    floor = e.y;
  }
  lines.forEach((l, i) => {
    const points = l.tp.map((tp, k) => `${round(xOf(k))} ${round(yOf(tp))}`);
    const dash = DASHES[i % DASHES.length];
    if (points.length > 1) {
      body += `<path d="M${points.join('L')}" fill="none" stroke="${INK}" stroke-width="1.2"${dash ? ` stroke-dasharray="${dash}"` : ''}/>`;
    }
    l.tp.forEach((tp, k) => (body += marker(i, xOf(k), yOf(tp))));
    const endY = ends[i]?.y ?? base;
    body += `${marker(i, WIDTH - right + 12, endY - 3)}${label(WIDTH - right + 20, endY, `${r.number(l.rank)}. ${fit(l.name, 26)}`, { size: 10 })}`;
  });
  const chart = { id, title, desc };
  return {
    ...chart,
    svg: frame(chart, WIDTH, height, '', body),
    table: {
      caption: title,
      head: [
        say(r, msg('stats.col.rank')),
        say(r, msg('stats.col.player')),
        ...Array.from({ length: rounds }, (_, k) => say(r, msg('stats.col.tpAfter', { n: k + 1 }))),
      ],
      rows: lines.map((l) => [r.number(l.rank), l.name, ...l.tp.map((tp) => r.number(tp))]),
    },
  };
}
