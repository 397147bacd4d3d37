/**
 * `npm run paths -- <machine> [more machines] [--json] [--walk]`: the test paths of a machine for
 * QA (tools/statecharts/paths-command.ts says what it prints and its exit codes).
 */
import { pathsCommand } from "../tools/statecharts/paths-command";

// `npm run paths -- converter | head` closes the pipe early: that is not an error.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw error;
});

process.exitCode = pathsCommand(process.argv.slice(2));
