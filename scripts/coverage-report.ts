/**
 * `npm run coverage:model`: the model-based coverage table (tools/statecharts/coverage-command.ts
 * says what it reads, prints and writes, and when it fails).
 */
import { coverageCommand } from "../tools/statecharts/coverage-command";

process.exitCode = coverageCommand(process.argv.slice(2));
