import classes from './devtools.module.css';
import { shortValue } from './eventWords';

export interface ContextTableProps {
  readonly context: unknown;
  /** Keys the shown event changed: highlighted. */
  readonly changed: readonly string[];
  readonly label: string;
}

/** The machine's data (already masked), one row a key, the keys the event changed marked. */
export function ContextTable({ context, changed, label }: ContextTableProps) {
  if (context === null || typeof context !== 'object' || Object.keys(context).length === 0) return <p className={classes.muted}>This machine holds no data.</p>;
  const changedSet = new Set(changed);
  const rows = Object.entries(context as Record<string, unknown>).sort(([a], [b]) => Number(changedSet.has(b)) - Number(changedSet.has(a)));
  return (
    <table className={classes.context} aria-label={label}>
      <thead>
        <tr>
          <th scope="col">Data</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([key, value]) => {
          const isChanged = changedSet.has(key);
          return (
            <tr key={key} data-key={key} data-changed={isChanged} className={isChanged ? classes.changed : undefined}>
              <th scope="row">
                {key}
                {isChanged && <span className={classes.changedMark}> changed</span>}
              </th>
              <td title={shortValue(value, 4000)}>{shortValue(value, 160)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
