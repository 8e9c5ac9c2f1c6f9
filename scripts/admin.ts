// `npm run admin -- <command>`: the operator CLI (scripts/adminCli.ts) as a process.
import { adminCli } from './adminCli.ts';

void adminCli(process.argv.slice(2)).then((code) => process.exit(code));
