import classes from './devtools.module.css';

/**
 * Where `npm run test:paths` writes its HTML report; each machine has a section `machine-<id>`
 * (tests/support/pathsHtml.ts). A machine tested in two files gets the file name added, and then
 * the link opens the report at its top.
 */
export const pathsReportHref = (machineId: string): string => `/reports/paths/index.html#machine-${encodeURIComponent(machineId)}`;

/**
 * The dev server serves the report from the project folder, so under `npm run dev` this is a link.
 * Built apps do not ship the report: they say where to find it (docs/statecharts.md).
 */
export function PathsReportLink({ machineId }: { machineId: string }) {
  const href = pathsReportHref(machineId);
  if (import.meta.env.DEV) {
    return (
      <a className={classes.link} href={href} target="_blank" rel="noreferrer">
        Generated paths
      </a>
    );
  }
  return (
    <span className={classes.muted} title="Run npm run test:paths, then open this file from the project folder">
      Generated paths: <code>reports/paths/index.html#machine-{machineId}</code>
    </span>
  );
}
