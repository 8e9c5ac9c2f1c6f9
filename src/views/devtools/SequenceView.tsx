import type { SequenceEntry } from './actorRegistry';
import classes from './devtools.module.css';
import { clockTime } from './EventList';
import { escapeXml } from './statechartSvg';

export interface SequenceViewProps {
  readonly entries: readonly SequenceEntry[];
  /** How many of the newest entries to draw. */
  readonly limit?: number;
}

const PAGE = 'the page';
const LANE_W = 112;
const ROW_H = 30;
const TOP = 40;
const LEFT = 62;

/**
 * Events between machines over time, like the Stately inspector's sequence diagrams: one lane per
 * machine (and one for the page: clicks, the router), an arrow from sender to receiver labelled
 * with the event as a sentence, newest at the bottom. A call's answer (`loadProfile` done) is an
 * arrow from the machine to itself: it invoked the call and hears back.
 */
export function SequenceView({ entries, limit = 80 }: SequenceViewProps) {
  const rows = entries.filter((e) => e.toMachine).slice(-limit);
  if (rows.length === 0) return <p className={classes.muted}>No events yet.</p>;
  const sender = (e: SequenceEntry) => (e.fromSessionId === undefined ? PAGE : e.fromMachine ? e.fromSessionId : e.toSessionId);
  const names = new Map<string, string>([[PAGE, PAGE]]);
  for (const e of rows) {
    names.set(e.toSessionId, e.to);
    if (e.fromSessionId !== undefined && e.fromMachine) names.set(e.fromSessionId, e.from ?? e.fromSessionId);
  }
  const lanes = [PAGE, ...[...names.keys()].filter((k) => k !== PAGE)];
  const x = (lane: string) => LEFT + lanes.indexOf(lane) * LANE_W + LANE_W / 2;
  const width = LEFT + lanes.length * LANE_W;
  const height = TOP + rows.length * ROW_H + 10;
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-label="Sequence of the last ${rows.length} events between ${lanes.length} lanes">`,
    '<defs><marker id="seq-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="#343a40"/></marker></defs>',
  ];
  for (const lane of lanes) {
    const cx = x(lane);
    parts.push(
      `<line x1="${cx}" y1="${TOP - 8}" x2="${cx}" y2="${height}" stroke="#adb5bd" stroke-dasharray="3 3"/>`,
      `<rect x="${cx - LANE_W / 2 + 6}" y="4" width="${LANE_W - 12}" height="24" rx="6" fill="${lane === PAGE ? '#f1f3f5' : '#e7f0ff'}" stroke="#495057"/>`,
      `<text x="${cx}" y="20" text-anchor="middle" font-weight="600" data-lane="${escapeXml(names.get(lane)!)}">${escapeXml(names.get(lane)!)}</text>`,
    );
  }
  rows.forEach((e, i) => {
    const y = TOP + i * ROW_H + 18;
    const from = x(sender(e));
    const to = x(e.toSessionId);
    const label = `<text x="${from === to ? to + 18 : (from + to) / 2}" y="${y - 5}" text-anchor="${from === to ? 'start' : 'middle'}" paint-order="stroke" stroke="#fff" stroke-width="3" fill="#1a1b1e"><title>${escapeXml(`${e.type} at ${clockTime(e.at)}`)}</title>${escapeXml(e.sentence)}</text>`;
    const time = `<text x="4" y="${y + 4}" font-size="10.5" fill="#495057">${escapeXml(clockTime(e.at).slice(0, 8))}</text>`;
    const arrow =
      from === to
        ? `<path d="M${to},${y - 6} h14 v10 h-12" fill="none" stroke="#343a40" stroke-width="1.3" marker-end="url(#seq-arrow)"/>`
        : `<line x1="${from}" y1="${y}" x2="${to + (to > from ? -4 : 4)}" y2="${y}" stroke="#343a40" stroke-width="1.3" marker-end="url(#seq-arrow)"/>`;
    parts.push(`<g data-seq="${e.seq}" data-from="${escapeXml(names.get(sender(e)) ?? '')}" data-to="${escapeXml(e.to)}" data-event="${escapeXml(e.type)}">${time}${arrow}${label}</g>`);
  });
  parts.push('</svg>');
  return (
    <div className={classes.sequence} tabIndex={0} role="group" aria-label="Sequence of events between machines">
      <div dangerouslySetInnerHTML={{ __html: parts.join('') }} />
    </div>
  );
}
